/**
 * The listing's first search, asked on the server so the page carries its answer (issue 16). A
 * search is a POST whose body the driver builds from the address, so the route cannot declare it
 * as `data`: the host calls `screenAnswers` (render.tsx) before it renders the screen, and the
 * same driver as in the browser makes the same request from the same address, sent through the
 * host. Each answer is kept under its URL and body (postAnswerKey); the screen's server render
 * and then the browser take it from there (firstListingAnswer), so neither asks again.
 */
import { postAnswerKey } from '@armatura/shared-libs/http';
import type { ScreenAnswersInput } from '@armatura/shared-libs/spa/server-render';
import { CatalogSearchConnector, type SearchSender } from '../features/search/connector';
import { listingContextFor } from '../features/search/listing-context';
import { $listingSearch, prepareListingSearch } from '../features/search/listing-search';
import { routeUrlAdapter } from '../features/search/url-sync';

/** The listing's first answers (key → answer); none for a page that does not search at start. */
export async function listingAnswers(input: ScreenAnswersInput): Promise<Record<string, unknown>> {
  const context = listingContextFor(input.route.path);
  if (!context || context.kind === 'brands') return {};
  const answers: Record<string, unknown> = {};
  const send: SearchSender = async (url, payload) => {
    const answer = await input.ask(url, payload);
    if (answer !== undefined) answers[postAnswerKey(url, payload)] = answer;
    return answer;
  };
  await prepareListingSearch(context, {
    connector: new CatalogSearchConnector({ context: context.apiContext, send }),
    adapter: routeUrlAdapter,
  });
  // No answer (an error, a slow search): the page keeps its readable content instead of a
  // listing drawn in its loading state.
  if ($listingSearch.get().status !== 'ready') throw new Error('the first search did not answer');
  return answers;
}
