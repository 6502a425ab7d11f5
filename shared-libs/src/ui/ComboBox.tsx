/**
 * Combo boxes, loaded on first use (./on-demand.ts): react-aria's combo box serves the header's
 * search box (which loads it when the visitor reaches for it) and back-office forms, never a
 * page's first paint. The wrappers themselves are in ./combobox-parts.
 */
import { Suspense, useContext } from 'react';
import { FieldPlaceholder } from './FieldPlaceholder';
import { onDemand } from './on-demand';
import { overlayParts } from './overlays';
import type { ComboBoxProps } from './combobox-parts';

export type { ComboBoxProps } from './combobox-parts';

// With the overlays' chunk: its options (ComboBoxItem) render inside the loaded combo box.
export const comboBoxParts = onDemand(() =>
  Promise.all([
    import(/* webpackChunkName: "ui-combobox" */ './combobox-parts'),
    overlayParts.preload(),
  ]).then(([parts]) => parts),
);

const LoadedComboBox = comboBoxParts.part('ComboBox');

/** The kit's labelled combo box: `<ComboBox label><ComboBoxItem/></ComboBox>`. */
export function ComboBox<T extends object>(props: ComboBoxProps<T>) {
  return (
    <Suspense fallback={<FieldPlaceholder label={props.label} className="arm-combobox" />}>
      <LoadedComboBox {...props} />
    </Suspense>
  );
}

/**
 * react-aria's unstyled combo box (./aria.ts). It has no placeholder of its own: it suspends
 * until loaded, so the caller's Suspense decides what shows meanwhile (the search box keeps its
 * idle box on screen). `preloadComboBox()` starts the load early (e.g. on the pointer's approach).
 */
export const AriaComboBox = comboBoxParts.part('AriaComboBox');
export const preloadComboBox = comboBoxParts.preload;

/** The list parts of a combo box drawn by hand: rendered inside a loaded AriaComboBox only. */
export const ListBox = comboBoxParts.part('ListBox');
export const AriaListBoxItem = comboBoxParts.part('AriaListBoxItem');
export const ListBoxSection = comboBoxParts.part('ListBoxSection');
export const Collection = comboBoxParts.part('Collection');
export const Header = comboBoxParts.part('Header');

/** The state of the combo box around the caller (null outside one); for inputs drawn by hand. */
export function useComboBoxState() {
  return useContext(comboBoxParts.useModule().ComboBoxStateContext);
}
