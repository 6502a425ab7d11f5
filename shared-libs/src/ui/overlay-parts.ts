/**
 * The kit's overlays: selects, menus, popovers, dialogs and list box options, loaded on demand
 * through ./overlays.tsx (import that, not this file). They share react-aria's heaviest parts
 * (collections, selection, overlay positioning), so they are one chunk.
 */
export { Select } from './select-parts';
export { Menu, MenuItem, MenuSection, MenuTrigger, SubmenuTrigger } from './menu-parts';
export { Popover } from './popover-parts';
export { Dialog, Modal } from './dialog-parts';
export { ListBoxItem } from './listbox-parts';
