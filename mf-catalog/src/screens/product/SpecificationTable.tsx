/** Dimensions and attributes as a two-column table (a header cell per row for screen readers). */
import type { ProductDetails } from '@armatura/shared-libs/contracts';
import { specificationRows } from '../../features/product/product-store';
import { VALUE_FACETS } from '../../features/search/search-config';
import { useCatalogT, type CatalogT } from '../../features/texts/catalog-texts';
import * as styles from './Product.module.css';

export function SpecificationTable({ product }: { product: ProductDetails }) {
  const t = useCatalogT();
  const rows = specificationRows(product, {
    weight: t('weight'),
    height: t('height'),
    width: t('width'),
    length: t('length'),
  });
  if (rows.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="product-specification">
      <h2 id="product-specification" className={styles.sectionTitle}>
        {t('attributesTitle')}
      </h2>
      <table className={styles.specs}>
        <tbody>
          {rows.map((row, i) => (
            <tr key={`${row.name}-${i}`}>
              <th scope="row">{attributeLabel(row.name, t)}</th>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** Attribute names are data (Polish); those the listing filters by have our label ('Colour'). */
function attributeLabel(name: string, t: CatalogT): string {
  const facet = VALUE_FACETS.find((f) => f.field === `attributes.${name}`);
  return facet ? t(facet.labelKey) : name;
}
