// A term's page by relevance: by score tiers (most requests: every term has a few tokens), else
// every candidate's score from the postings (postings.ts) and the best of them.
import { sql, type RawBuilder } from 'kysely';
import type { SearchRequest } from '../types.js';
import type { TermTokens } from './tokens.js';
import { IN_TEXT, WORD_START, score, scoresSql } from './postings.js';

type Sql = RawBuilder<unknown>;

/** Above this many tokens in a term, its tiers (masks per token) cost more than grouping. */
const MAX_TIERED_TOKENS = 8;
/** A range counted this far is long enough not to lead a combination of shorter ones. */
const LEAD_COUNT = 2000;

/** True when the page is read by score tiers: every term has a few tokens. */
export const isTiered = (terms: TermTokens[]) =>
  terms.every((t) => t.all.length >= 1 && t.all.length <= MAX_TIERED_TOKENS);

/** The page of `r` by relevance, from the postings (see tieredPageSql for most requests). */
export function rankedPageSql(r: SearchRequest, terms: TermTokens[], where: Sql | null): Sql {
  const page = sql`order by score desc, id asc limit ${r.size} offset ${(r.page - 1) * r.size}`;
  if (isTiered(terms)) return tieredPageSql(r, terms, where, page);
  return sql`${scoresSql(r, terms, where, null)} ${page}`;
}

/**
 * The page by score tiers (migration 009). A product holding one token of each term has a score
 * that depends only on those tokens and their masks, so it is among the first `page × size` in id
 * order of its combination (a token and a mask per term) or not on the page. Per token, the masks
 * present (holding the search text, 128–255) are found by a loose index scan; per combination, the
 * terms' index ranges are joined in id order only that far. A product holding two tokens of one
 * term ('umywalkowa' and 'podumywalkowa') ORs their masks: those few (found through every token but
 * the term's commonest) are scored whole, and a product keeps its best score. `where` filters the
 * documents while reading: a selective filter reads further into each range.
 */
function tieredPageSql(r: SearchRequest, terms: TermTokens[], where: Sql | null, page: Sql): Sql {
  const ctes: Sql[] = [];
  const choices = terms.map((t, k) => {
    const options = t.all.map((token, j) => {
      const name = sql.ref(`m${k}_${j}`);
      ctes.push(sql`${name}(mask) as (
        select min(x.mask) from catalog.search_postings x
          where x.token_id = ${token} and x.mask >= ${sql.lit(IN_TEXT)}
        union all select (select min(x.mask) from catalog.search_postings x
          where x.token_id = ${token} and x.mask > m.mask) from ${name} m where m.mask is not null)`);
      const starts = t.starting.includes(token);
      // How far the range goes (up to LEAD_COUNT): the shortest range of a combination leads it.
      const size =
        terms.length > 1
          ? sql`, (select count(*) from (select 1 from catalog.search_postings z where z.token_id = ${token}
              and z.mask = ${name}.mask limit ${sql.lit(LEAD_COUNT)}) z) as n`
          : sql``;
      return sql`select ${token}::int as token, mask, ${sql.lit(starts)} as starts ${size}
        from ${name} where mask is not null`;
    });
    return sql`(${sql.join(options, sql` union all `)}) ${sql.ref(`g${k}`)}`;
  });
  const several = terms.flatMap((t, k) => (t.all.length > 1 ? [k] : []));
  several.forEach((k) => {
    const all = sql`${terms[k]!.all}::int[]`;
    ctes.push(sql`${sql.ref(`c${k}`)}(token) as (select t from unnest(${all}) t
      order by (select count(*) from (select 1 from catalog.search_postings z
        where z.token_id = t limit 10000) n) desc limit 1)`);
    // Only the other tokens' ranges are read (an index condition, not a filter over every range),
    // and each of their products is probed by primary key (the limited subquery keeps it a probe:
    // as a semi-join the planner hashed every posting of the term, the commonest token's too —
    // 'kolo' read 'kolor's 97,000 at 100,000 products: 68 ms against 27).
    ctes.push(sql`${sql.ref(`d${k}`)}(product_id) as (select x.product_id
      from catalog.search_postings x
      where x.token_id = any(array(select t from unnest(${all}) t
          where t <> (select token from ${sql.ref(`c${k}`)})))
        and (select 1 from catalog.search_postings y where y.token_id = any(${all})
          and y.token_id <> x.token_id and y.product_id = x.product_id limit 1) is not null)`);
  });
  const x = (k: number) => sql.ref(`x${k}`);
  const g = (k: number, column: string) => sql.ref(`g${k}.${column}`);
  const columns = terms.map(
    (_, k) => sql`${x(k)}.mask::int as ${sql.ref(`m${k}`)},
      (${g(k, 'starts')} and ${x(k)}.mask & ${sql.lit(WORD_START)} <> 0) as ${sql.ref(`s${k}`)}`,
  );
  // A combination is read from its shortest range (the first of equals), the others looked up by
  // product: a sparse combination costs the short range, not the long one.
  const ledBy = (lead: number) => {
    const others = [...terms.keys()].filter((k) => k !== lead);
    const joins = others.map(
      (k) => sql`join catalog.search_postings ${x(k)} on ${x(k)}.product_id = ${x(lead)}.product_id
        and ${x(k)}.token_id = ${g(k, 'token')} and ${x(k)}.mask = ${g(k, 'mask')}`,
    );
    const documents = where
      ? sql`join catalog.search_documents p on p.product_id = ${x(lead)}.product_id and ${where}`
      : sql``;
    const shortest = others.map((k) =>
      k < lead ? sql`and ${g(lead, 'n')} < ${g(k, 'n')}` : sql`and ${g(lead, 'n')} <= ${g(k, 'n')}`,
    );
    return sql`(select ${x(lead)}.product_id, ${sql.join(columns)}
      from catalog.search_postings ${x(lead)} ${sql.join(joins, sql` `)} ${documents}
      where ${x(lead)}.token_id = ${g(lead, 'token')} and ${x(lead)}.mask = ${g(lead, 'mask')}
        ${sql.join(shortest, sql` `)}
      order by ${x(lead)}.product_id limit ${r.page * r.size})`;
  };
  const ref = (k: number, column: 'm' | 's') => sql.ref(`t.${column}${k}`);
  const tiers = sql`select t.product_id as id, ${score(terms, r.weights, ref)} as score
    from ${sql.join(choices)}
    cross join lateral (${sql.join([...terms.keys()].map(ledBy), sql` union all `)}) t`;
  if (several.length === 0) return sql`with recursive ${sql.join(ctes)} ${tiers} ${page}`;
  const held = sql.join(
    several.map((k) => sql`select product_id from ${sql.ref(`d${k}`)}`),
    sql` union `,
  );
  return sql`with recursive ${sql.join(ctes)}
    select id, max(score) as score from (${tiers} union all ${scoresSql(r, terms, where, held)}) s
    group by id ${page}`;
}
