/**
 * Selects, menus, popovers, dialogs and list box options, loaded on first use (./on-demand.ts).
 * They carry react-aria's collections, selection and overlay positioning, the larger half of the
 * kit, and none of them is on a storefront page's first paint on a phone (the header's language
 * and currency selects show on wide screens or in the opened menu; the user menu once signed in;
 * dialogs once opened). The implementations are in the ./*-parts files (./overlay-parts.ts).
 *
 * What shows while the chunk loads:
 * - a select: its label and an empty box of the same classes (no layout shift); a `loadOnUse`
 *   select: its button with the chosen option, loading nothing until used (./SelectButton.tsx);
 * - a menu trigger: its own children (the trigger button); a press meanwhile opens the menu once
 *   it is loaded, so no press is lost;
 * - a dialog trigger: the kit's own (ARIA state and press on the kit's Button); the dialog's code
 *   loads on the visitor's intent (hover, focus, press), so a page of tiles with a dialog each
 *   loads nothing until one is reached for;
 * - a menu, a popover or a modal: nothing (each opens only after a press, by then loading); a
 *   dialog trigger's modal renders nothing while closed and its code is not loaded;
 * - options, items, sections and the dialog inside a modal: rendered only inside a loaded parent.
 * A page rendered on the server keeps its HTML until the chunk is there (React hydrates a
 * suspended boundary later), so hydration shows no placeholder.
 */
import { Suspense, createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { TriggerButtonContext } from './trigger-context';
import { FieldPlaceholder } from './FieldPlaceholder';
import { SelectButton } from './SelectButton';
import { onDemand } from './on-demand';
import type { MenuProps } from './menu-parts';
import type { ModalProps } from './dialog-parts';
import type { SelectProps } from './select-parts';
import { cx } from './utils';

export type { SelectProps } from './select-parts';
export type { MenuProps } from './menu-parts';
export type { DialogProps, ModalProps } from './dialog-parts';

export const overlayParts = onDemand(
  () => import(/* webpackChunkName: "ui-overlays" */ './overlay-parts'),
);

const LoadedSelect = overlayParts.part('Select');
const LoadedMenu = overlayParts.part('Menu');
const LoadedMenuTrigger = overlayParts.part('MenuTrigger');
const LoadedPopover = overlayParts.part('Popover');
const LoadedModal = overlayParts.part('Modal');

/**
 * `loadOnUse`: the select shows as its button (./SelectButton.tsx) and loads its code on the
 * visitor's intent, opening once loaded; for selects on a storefront page's first paint, whose
 * code would otherwise load with the page. Without it the code loads when the select renders.
 */
export function Select<T extends object>({
  loadOnUse,
  ...props
}: SelectProps<T> & { loadOnUse?: boolean }) {
  const [opened, setOpened] = useState(false);
  const own = typeof props.className === 'string' ? props.className : undefined;
  if (loadOnUse && !opened) {
    return (
      <SelectButton
        {...props}
        className={own}
        onIntent={() => void overlayParts.preload().catch(() => undefined)}
        onOpen={() => setOpened(true)}
      />
    );
  }
  const fallback = loadOnUse ? (
    <SelectButton {...props} className={own} onIntent={() => undefined} onOpen={() => undefined} />
  ) : (
    <FieldPlaceholder label={props.label} className={cx('arm-select', own)} />
  );
  return (
    <Suspense fallback={fallback}>
      <LoadedSelect {...props} {...(opened ? { defaultOpen: true, autoFocus: true } : {})} />
    </Suspense>
  );
}

/** Rendered inside a loaded Select or ComboBox only (./ComboBox.tsx loads this chunk too). */
export const ListBoxItem = overlayParts.part('ListBoxItem');
export { ListBoxItem as SelectItem, ListBoxItem as ComboBoxItem };

type TriggerProps = { children?: ReactNode };

/**
 * The trigger's children while the chunk loads, in a box that adds no layout of its own, noting a
 * press (a click: the button's Enter and Space are clicks too) so the menu opens once loaded.
 */
function PendingTrigger({ children, onPress }: TriggerProps & { onPress: () => void }) {
  return (
    <span style={{ display: 'contents' }} onClickCapture={onPress}>
      {children}
    </span>
  );
}

export function MenuTrigger(props: Parameters<typeof LoadedMenuTrigger>[0] & TriggerProps) {
  const [pressed, setPressed] = useState(false);
  return (
    <Suspense
      fallback={<PendingTrigger onPress={() => setPressed(true)}>{props.children}</PendingTrigger>}
    >
      <LoadedMenuTrigger {...props} defaultOpen={props.defaultOpen || pressed} />
    </Suspense>
  );
}

export function Menu<T extends object>(props: MenuProps<T>) {
  return (
    <Suspense fallback={null}>
      <LoadedMenu {...props} />
    </Suspense>
  );
}

export const MenuItem = overlayParts.part('MenuItem');
export const MenuSection = overlayParts.part('MenuSection');
export const SubmenuTrigger = overlayParts.part('SubmenuTrigger');

export function Popover(props: Parameters<typeof LoadedPopover>[0]) {
  return (
    <Suspense fallback={null}>
      <LoadedPopover {...props} />
    </Suspense>
  );
}

export interface DialogTriggerProps {
  children?: ReactNode;
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

interface DialogState {
  isOpen: boolean;
  setOpen(isOpen: boolean): void;
}
const DialogStateContext = createContext<DialogState | null>(null);

/**
 * `<DialogTrigger><Button/><Modal>…</Modal></DialogTrigger>` as react-aria's: the kit's Button
 * opens the Modal, whose dialog returns focus to it on close. Held here rather than in the chunk,
 * so the button is the same element before and after the code loads (focus and hydration stay).
 */
export function DialogTrigger({ children, isOpen, defaultOpen, onOpenChange }: DialogTriggerProps) {
  const [ownOpen, setOwnOpen] = useState(Boolean(defaultOpen));
  const open = isOpen ?? ownOpen;
  const state = useMemo<DialogState>(
    () => ({
      isOpen: open,
      setOpen(next) {
        setOwnOpen(next);
        onOpenChange?.(next);
      },
    }),
    [open, onOpenChange],
  );
  const button = useMemo(
    () => ({
      'aria-expanded': open,
      onPress: () => state.setOpen(!open),
      onIntent: () => void overlayParts.preload().catch(() => undefined),
    }),
    [open, state],
  );
  return (
    <DialogStateContext.Provider value={state}>
      <TriggerButtonContext.Provider value={button}>{children}</TriggerButtonContext.Provider>
    </DialogStateContext.Provider>
  );
}

export function Modal(props: ModalProps) {
  // The boundary is there whether or not the part is loaded: a server that loaded it and a
  // browser that did not must write the same markup for a closed modal (an empty boundary).
  return (
    <Suspense fallback={null}>
      <ModalWhenNeeded {...props} />
    </Suspense>
  );
}

function ModalWhenNeeded(props: ModalProps) {
  const trigger = useContext(DialogStateContext);
  // Closed and never loaded: nothing to draw, nothing to load.
  if (trigger && !trigger.isOpen && !overlayParts.isLoaded()) return null;
  const state = trigger ? { isOpen: trigger.isOpen, onOpenChange: trigger.setOpen } : {};
  // The dialog's own buttons are not the trigger; a dialog inside has its own trigger.
  return (
    <TriggerButtonContext.Provider value={null}>
      <DialogStateContext.Provider value={null}>
        <LoadedModal {...props} {...state} />
      </DialogStateContext.Provider>
    </TriggerButtonContext.Provider>
  );
}

/** Rendered inside a loaded Modal only. */
export const Dialog = overlayParts.part('Dialog');
