/**
 * The catalogue's screens as HTML (issue 16): the host renders the page's screen into its HTML
 * with this Node build (rspack.config.ts → dist/server/render.mjs), so the product's title,
 * price and photo, or a category's products, paint with the page instead of after this remote's
 * JavaScript; the browser then hydrates it (shared-libs/src/spa). Only screens whose route
 * declares its first GETs (`data` in src/public/routes.ts) are rendered: their content is in the
 * page's answers, and a screen without them would render its loading state, which the page's
 * readable content is better than. The listing's first search is a POST the route cannot
 * declare: `screenAnswers` asks it first (listing-answers.ts).
 */
import {
  askScreenAnswers,
  renderRemoteScreen,
  type ScreenAnswersInput,
  type ScreenRenderInput,
} from '@armatura/shared-libs/spa/server-render';
import { App } from '../App';
import { surface } from '../public/routes';
import { stopListingSearch } from '../features/search/listing-search';
import { listingAnswers } from './listing-answers';

const withData = new Set(surface.routes.filter((r) => r.data?.length).map((r) => r.screen));

/** The screen's markup for #armatura-main, or null for a screen not rendered here. */
export async function renderScreen(input: ScreenRenderInput): Promise<string | null> {
  if (!withData.has(input.route.screen)) return null;
  return renderRemoteScreen(App, input, stopListingSearch);
}

/** The answers the screen asks for first beyond its route's `data` (key → answer). */
export async function screenAnswers(input: ScreenAnswersInput): Promise<Record<string, unknown>> {
  if (input.route.screen !== 'catalog.listing') return {};
  return askScreenAnswers(input, () => listingAnswers(input), stopListingSearch);
}
