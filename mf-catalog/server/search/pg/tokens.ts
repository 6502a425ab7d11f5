// Term matching through the token dictionary (migration 007). A term of letters and digits is
// contained in a document's normalised text exactly when it is contained in one of its tokens (the
// maximal runs of [a-z0-9]), so "the documents containing 'bateria'" is "the documents holding one of
// the tokens containing it": a trigram lookup in the dictionary, then one GIN lookup of their ids.
// Terms of other characters, shorter than a trigram, or contained in too many tokens to list
// ('00' in every code) keep the plain infix LIKE over the documents' text.
import { sql, type RawBuilder } from 'kysely';
import { termCondition } from './conditions.js';
import { IN_TEXT } from './postings.js';
import type { CatalogDb } from '../../db/tables.js';

type Sql = RawBuilder<unknown>;
const TOKEN_SAFE = /^[a-z0-9]{3,}$/;
/** Above this many tokens the id list costs more than the LIKE it replaces. */
export const MAX_TOKENS = 2000;

export interface Token {
  id: number;
  token: string;
}

/** A term's tokens: all that contain one of its alternatives, and those that start with one. */
export interface TermTokens {
  all: number[];
  starting: number[];
}

/** One search's lookups, each word asked once (typo checks and the search share them). */
export class TokenLookup {
  private readonly known = new Map<string, Promise<Token[] | null>>();
  constructor(
    private readonly db: CatalogDb,
    private readonly tenantId: number,
  ) {}

  /** The tokens containing `word`, or null when the word cannot use the dictionary. */
  tokens(word: string): Promise<Token[] | null> {
    let found = this.known.get(word);
    if (!found) {
      found = this.lookup(word);
      this.known.set(word, found);
    }
    return found;
  }

  /**
   * Only tokens a shown product holds in its text (the dictionary never forgets a token): so an
   * empty list means the word occurs nowhere (typos.ts asks that) without another round trip.
   */
  private async lookup(word: string): Promise<Token[] | null> {
    if (!TOKEN_SAFE.test(word)) return null;
    const rows = await sql<Token>`select k.id, k.token from catalog.search_tokens k
      where k.tenant_id = ${this.tenantId} and k.token like ${`%${word}%`}
        and exists (select 1 from catalog.search_postings x
          where x.token_id = k.id and x.mask >= ${sql.lit(IN_TEXT)})
      limit ${MAX_TOKENS + 1}`.execute(this.db);
    return rows.rows.length > MAX_TOKENS ? null : rows.rows;
  }

  /** The tokens of a term (its alternatives), or null when one of them cannot use the dictionary. */
  async term(alternatives: string[]): Promise<TermTokens | null> {
    const lists = await Promise.all(alternatives.map((w) => this.tokens(w)));
    if (lists.some((l) => l === null)) return null;
    const found = new Map(lists.flatMap((l) => l!).map((t) => [t.id, t.token]));
    return {
      all: [...found.keys()],
      starting: [...found]
        .filter(([, t]) => alternatives.some((a) => t.startsWith(a)))
        .map(([id]) => id),
    };
  }

  /** A document (alias) contains one of the alternatives of a term. */
  async condition(alias: string, alternatives: string[]): Promise<Sql> {
    const term = await this.term(alternatives);
    if (!term) return termCondition(alias, alternatives);
    if (term.all.length === 0) return sql`false`;
    return sql`${sql.ref(`${alias}.token_ids`)} && ${term.all}::int[]`;
  }
}
