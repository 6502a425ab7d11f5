/**
 * Unstyled react-aria-components for widgets that draw their own look (the header's search box).
 * react-aria-components is not a shared module (ARCHITECTURE.md §3): a remote that imports it
 * directly bundles its own copy (≈ 70 KiB gzip for a combo box) beside the kit's. Importing these
 * from the kit instead uses the kit's one copy, whose I18nProvider and RouterProvider are the
 * shell's. Add a name here only when a remote needs it; each from react-aria-components is already
 * inside the kit's chunk or its combo box part, loaded on first use.
 */
export {
  Button as AriaButton,
  Input,
  Label as AriaLabel,
  RouterProvider,
} from 'react-aria-components';
// The combo box is loaded on demand, and so are the list parts that only render inside one.
export {
  AriaComboBox,
  AriaListBoxItem,
  Collection,
  Header,
  ListBox,
  ListBoxSection,
  preloadComboBox,
  useComboBoxState,
} from './ComboBox';
