/**
 * The content team's widgets as HTML (issue 16): the host renders the home hero into the home
 * page's HTML with this Node build (rspack.config.ts → dist/server/render.mjs) from the answers
 * of the GETs the surface declares for it (src/public/routes.ts `widgets`), so the home page's
 * largest text paints with the page; the catalogue's <RemoteWidget> keeps that HTML until the
 * widget's code has loaded in the browser and renders the same hero.
 */
import type { ComponentType } from 'react';
import {
  renderRemoteWidget,
  type WidgetRenderInput,
} from '@armatura/shared-libs/spa/server-render';
import HomeHeroWidget from '../exposed/HomeHero';

/** Exposed name → the widget, for those the host may render. */
const WIDGETS: Record<string, ComponentType> = { HomeHero: HomeHeroWidget };

/** The widget's markup, or null for a widget not rendered here. */
export async function renderWidget(
  expose: string,
  input: WidgetRenderInput,
): Promise<string | null> {
  const Widget = WIDGETS[expose];
  return Widget ? renderRemoteWidget(Widget, input) : null;
}
