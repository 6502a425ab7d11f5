// A term's page ranked from the postings (migration 008): per candidate and term, the fields its
// matching tokens occur in, read from one index range per token, then the same score as
// scoreExpression (conditions.ts), added in the same order so floating-point ties break alike.
// Used when every term is of letters and digits (the token dictionary can list it); any other term
// keeps the strpos scoring over the documents' texts.
import { sql, type RawBuilder } from 'kysely';
import type { SearchField, SearchRequest } from '../types.js';
import type { TokenLookup } from './tokens.js';

type Sql = RawBuilder<unknown>;

/** A term's tokens: all that contain one of its alternatives, and those that start with one. */
export interface TermTokens {
  all: number[];
  starting: number[];
}

/** The mask bit of each scored field (migration 008), in scoreExpression's order. */
const FIELD_BITS: [SearchField, number][] = [
  ['name', 1],
  ['ean', 2],
  ['code', 4],
  ['catalogNumber', 8],
  ['attrName', 16],
  ['attrValue', 32],
];
const WORD_START = 64;
const IN_TEXT = 128;

/** Each term's tokens, or null when one of its alternatives cannot use the dictionary. */
export async function termTokens(
  tokens: TokenLookup,
  alternatives: string[][],
): Promise<TermTokens[] | null> {
  const out: TermTokens[] = [];
  for (const alts of alternatives) {
    const lists = await Promise.all(alts.map((w) => tokens.tokens(w)));
    if (lists.some((l) => l === null)) return null;
    const found = new Map(lists.flatMap((l) => l!).map((t) => [t.id, t.token]));
    out.push({
      all: [...found.keys()],
      starting: [...found].filter(([, t]) => alts.some((a) => t.startsWith(a))).map(([id]) => id),
    });
  }
  return out;
}

function score(terms: TermTokens[], weights: Record<SearchField, number>): Sql {
  const parts: Sql[] = [];
  terms.forEach((_, k) => {
    const mask = sql.ref(`s.m${k}`);
    for (const [field, bit] of FIELD_BITS) {
      const w = weights[field];
      if (!w) continue;
      parts.push(sql`case when ${mask} & ${sql.lit(bit)} <> 0 then ${w}::float8 else 0 end`);
    }
    parts.push(sql`case when ${sql.ref(`s.s${k}`)} then ${0.5 * weights.name}::float8 else 0 end`);
  });
  return sql`(${sql.join(parts, sql` + `)})`;
}

/**
 * The page of `r` by relevance: candidates hold every term in their search text; `where` (over the
 * documents, alias p) narrows them to the listing's context and filters, null when there are none.
 */
export function rankedPageSql(r: SearchRequest, terms: TermTokens[], where: Sql | null): Sql {
  const rows = terms.flatMap((t, k) =>
    t.all.map((id) => ({ id, k, start: t.starting.includes(id) })),
  );
  // One aggregate per candidate: each term's fields (bit_or of its tokens' masks), word start and
  // whether the search text holds it (a candidate holds every term).
  const term = (k: number) => sql`filter (where t.term_no = ${sql.lit(k)})`;
  const pivot = terms.flatMap((_, k) => [
    sql`bit_or(x.mask) ${term(k)} as ${sql.ref(`m${k}`)}`,
    sql`bool_or(t.starts and x.mask & ${sql.lit(WORD_START)} <> 0) ${term(k)} as ${sql.ref(`s${k}`)}`,
  ]);
  const holdsEvery = terms.map(
    (_, k) => sql`bool_or(x.mask & ${sql.lit(IN_TEXT)} <> 0) ${term(k)}`,
  );
  const documents = where
    ? sql`join catalog.search_documents p on p.product_id = s.id where ${where}`
    : sql``;
  return sql`with t as (
      select * from unnest(${rows.map((x) => x.id)}::int[], ${rows.map((x) => x.k)}::int[],
        ${rows.map((x) => x.start)}::bool[]) as t(token_id, term_no, starts)),
    s as (select x.product_id as id, ${sql.join(pivot)}
      from catalog.search_postings x join t on t.token_id = x.token_id
      group by x.product_id having ${sql.join(holdsEvery, sql` and `)})
    select s.id, ${score(terms, r.weights)} as score from s ${documents}
    order by score desc, s.id asc limit ${r.size} offset ${(r.page - 1) * r.size}`;
}
