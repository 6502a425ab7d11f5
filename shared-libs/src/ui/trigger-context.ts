/**
 * What the kit's dialog trigger (./overlays.tsx) gives the kit's Button inside it: the button's
 * ARIA state, its press (opens or closes) and the visitor's intent (hover, focus or the start of a
 * press), which starts loading the dialog's code. The same role as react-aria's own trigger
 * context, without loading react-aria's overlays for a dialog nobody opens.
 */
import { createContext } from 'react';

export interface TriggerButton {
  'aria-expanded': boolean;
  onPress(): void;
  onIntent(): void;
}

/** Null inside a dialog: its own buttons are not the trigger. */
export const TriggerButtonContext = createContext<TriggerButton | null>(null);
