// Names of generated products. A shop lists every variant of a product family as its own article,
// so the name carries what tells the variants apart: the family (noun, variant, brand, series), the
// manufacturer's catalogue number (as wholesalers print it after the series) and the variant's
// colour with its finish, material or glass. Only generated names: prices, stock and ids come from
// the generator unchanged. names.test.ts proves the demo and the 100,000-product bench catalogue
// have no two products of one name.

export interface NameParts {
  noun: string;
  variant: string;
  brand: string;
  series: string;
  catalogNumber: string;
  attributes: readonly { name: string; value: string }[];
}

/** "chrom, połysk" / "biały, ceramika sanitarna" / "czarny mat, szkło grafitowe". */
export function variantLabel(attributes: NameParts['attributes']): string {
  const value = (name: string) => attributes.find((a) => a.name === name)?.value;
  const colour = value('Kolor');
  const finish = value('Wykończenie');
  const glass = value('Szkło');
  // "czarny mat" + "mat", "złoty szczotkowany" + "szczotkowane": the colour says it already.
  const finishSaid = finish !== undefined && colour?.includes(finish.slice(0, 6));
  const second =
    finish !== undefined
      ? finishSaid
        ? undefined
        : finish
      : glass !== undefined
        ? glass === 'brak'
          ? undefined
          : `szkło ${glass}`
        : value('Materiał');
  return [colour, second].filter((v) => v !== undefined).join(', ');
}

export function productName(p: NameParts): string {
  const label = variantLabel(p.attributes);
  const family = `${p.noun} ${p.variant} ${p.brand} ${p.series} ${p.catalogNumber}`;
  return label ? `${family}, ${label}` : family;
}
