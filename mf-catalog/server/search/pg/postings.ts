// Relevance from the postings (migration 008): per candidate and term, the fields its matching
// tokens occur in, read from one index range per token, then the same score as scoreExpression
// (conditions.ts), added in the same order so floating-point ties break alike. Used when every term
// is of letters and digits (the token dictionary can list it); any other term keeps the strpos
// scoring over the documents' texts. ranking.ts picks how a page reads them.
import { sql, type RawBuilder } from 'kysely';
import type { SearchField, SearchRequest } from '../types.js';
import type { TermTokens, TokenLookup } from './tokens.js';

type Sql = RawBuilder<unknown>;

/** The mask bit of each scored field (migration 008), in scoreExpression's order. */
const FIELD_BITS: [SearchField, number][] = [
  ['name', 1],
  ['ean', 2],
  ['code', 4],
  ['catalogNumber', 8],
  ['attrName', 16],
  ['attrValue', 32],
];
export const WORD_START = 64;
export const IN_TEXT = 128;

/** Each term's tokens, or null when one term cannot use the dictionary. */
export async function termTokens(
  tokens: TokenLookup,
  alternatives: string[][],
): Promise<TermTokens[] | null> {
  const terms = await Promise.all(alternatives.map((alts) => tokens.term(alts)));
  return terms.some((t) => t === null) ? null : (terms as TermTokens[]);
}

/** A term's mask (m) and word-start flag (s) in the statement; t{k}.m and t{k}.s by default. */
type TermColumn = (k: number, column: 'm' | 's') => Sql;

export function score(
  terms: TermTokens[],
  weights: Record<SearchField, number>,
  ref: TermColumn = (k, column) => sql.ref(`t${k}.${column}`),
): Sql {
  const parts: Sql[] = [];
  terms.forEach((_, k) => {
    const mask = ref(k, 'm');
    for (const [field, bit] of FIELD_BITS) {
      const w = weights[field];
      if (!w) continue;
      parts.push(sql`case when ${mask} & ${sql.lit(bit)} <> 0 then ${w}::float8 else 0 end`);
    }
    parts.push(sql`case when ${ref(k, 's')} then ${0.5 * weights.name}::float8 else 0 end`);
  });
  return sql`(${sql.join(parts, sql` + `)})`;
}

/**
 * One term's matches: product, the fields its tokens occur in (m) and whether one starts a word of
 * the name (s). A term of one token (a whole word) reads its postings in product order, no grouping,
 * so two such terms merge-join; a term of several tokens (a prefix being typed: 'bat') groups its
 * postings per product, only of the products holding `anchor` (a whole word's token) when given,
 * and only of `only` (a set of products) when given.
 */
function termMatches(t: TermTokens, anchor: number | null, only: Sql | null): Sql {
  const starts = (id: number | Sql) =>
    t.starting.length === 0
      ? sql`false`
      : sql`(${id} = any(${t.starting}::int[]) and x.mask & ${sql.lit(WORD_START)} <> 0)`;
  const inText = (alias: string) => sql`${sql.ref(`${alias}.mask`)} & ${sql.lit(IN_TEXT)} <> 0`;
  const among = only ? sql`and x.product_id in (${only})` : sql``;
  if (t.all.length === 1)
    return sql`(select x.product_id, x.mask::int as m, ${starts(t.all[0]!)} as s
      from catalog.search_postings x where x.token_id = ${t.all[0]!} and ${inText('x')} ${among})`;
  const narrowed =
    anchor === null
      ? sql``
      : sql`and x.product_id in (select y.product_id from catalog.search_postings y
          where y.token_id = ${anchor} and ${inText('y')})`;
  return sql`(select x.product_id, bit_or(x.mask)::int as m, bool_or(${starts(sql`x.token_id`)}) as s
    from catalog.search_postings x where x.token_id = any(${t.all}::int[]) ${narrowed} ${among}
    group by x.product_id having bool_or(${inText('x')}))`;
}

/**
 * Every candidate's score (id, score): candidates hold every term in their search text; `where`
 * (over the documents, alias p) narrows them to the listing's context and filters, null when there
 * are none; `only` to a set of products. Term k is aliased t{k} (the score adds the terms in their
 * order); a whole word leads the join.
 */
export function scoresSql(
  r: SearchRequest,
  terms: TermTokens[],
  where: Sql | null,
  only: Sql | null,
) {
  const word = terms.findIndex((t) => t.all.length === 1);
  const lead = Math.max(word, 0);
  const anchor = word >= 0 && terms.length > 1 ? terms[word]!.all[0]! : null;
  const order = [lead, ...terms.keys()].filter((k, i) => i === 0 || k !== lead);
  const leadRef = sql.ref(`t${lead}.product_id`);
  const joined = order.map((k, i) => {
    const matches = sql`${termMatches(terms[k]!, k === lead ? null : anchor, only)} ${sql.ref(`t${k}`)}`;
    return i === 0 ? matches : sql`join ${matches} on ${sql.ref(`t${k}.product_id`)} = ${leadRef}`;
  });
  const documents = where
    ? sql`join catalog.search_documents p on p.product_id = ${leadRef} where ${where}`
    : sql``;
  return sql`select ${leadRef} as id, ${score(terms, r.weights)} as score
    from ${sql.join(joined, sql` `)} ${documents}`;
}
