// API answers the host wrote into the page (contracts/page-boot.ts `answers`): the GETs the
// page's screen makes first, and the POSTs a screen builds from its address (the listing's search,
// keyed by postAnswerKey), answered for an anonymous visitor when the HTML was made, so the
// screen renders without asking again (issue 16: the page must not fetch what its HTML carries).
// Each answer is taken once, only by an anonymous visitor, and only while the page is new: later
// the network is asked as usual, so nothing stale outlives the first render.
import { readAuthToken } from '../session/cookies';

/** How long after the start the page's answers may stand in for a request. */
export const PAGE_ANSWERS_TTL_MS = 30_000;

let answers = new Map<string, unknown>();
let installedAt = 0;

/** Installs the page's answers, keyed by the request's URL (path and query, as requestUrl gives). */
export function installPageAnswers(carried: Record<string, unknown> | undefined, now = Date.now()) {
  answers = new Map(Object.entries(carried ?? {}));
  installedAt = now;
}

/** Whether the page's answers may still stand in for requests: the page is new, nobody signed in. */
const usable = (now: number) => !readAuthToken() && now - installedAt <= PAGE_ANSWERS_TTL_MS;

/** The page's answer for this GET, once; undefined when there is none (ask the server). */
export function takePageAnswer(url: string, now = Date.now()): unknown {
  if (answers.size === 0) return undefined;
  if (!usable(now)) {
    answers.clear();
    return undefined;
  }
  const answer = answers.get(url);
  answers.delete(url);
  return answer;
}

/**
 * The key of a POST's answer among the page's answers: its URL and body. A search is a POST whose
 * body is built from the page's address, so the body says which answer it is.
 */
export function postAnswerKey(url: string, body: unknown): string {
  return `${postKeyPrefix(url)}${JSON.stringify(body)}`;
}

const postKeyPrefix = (url: string) => `POST ${url} `;

/**
 * Whether the page still carries an answer for a POST to `url`, whatever its body: a screen whose
 * first request it is can wait for that answer in its first render instead of drawing its loading
 * state over the server's HTML.
 */
export function carriesPostTo(url: string, now = Date.now()): boolean {
  if (answers.size === 0 || !usable(now)) return false;
  const prefix = postKeyPrefix(url);
  for (const key of answers.keys()) if (key.startsWith(prefix)) return true;
  return false;
}
