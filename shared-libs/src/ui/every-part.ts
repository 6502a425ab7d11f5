/**
 * Every part of the kit loaded on first use (./on-demand.ts), loaded now. For a server render
 * (spa/server-render.tsx): a part that suspends there is written out of its place, with an inline
 * script to move it, which the page's CSP does not run; loaded first, every part renders in place.
 * Named one by one: a registry filled as each wrapper module runs would miss those the server
 * build has not run yet (modules run when first used). Browsers never need it.
 */
import { comboBoxParts } from './ComboBox';
import { numberFieldParts } from './NumberField';
import { overlayParts } from './overlays';
import { tableParts } from './Table';
import { tabsParts } from './Tabs';

export async function preloadEveryPart(): Promise<void> {
  await Promise.all(
    [comboBoxParts, numberFieldParts, overlayParts, tableParts, tabsParts].map((part) =>
      part.preload(),
    ),
  );
}
