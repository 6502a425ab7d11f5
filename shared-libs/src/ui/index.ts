/**
 * `@armatura/shared-libs/ui`: the UI kit (react-aria-components wrappers, `arm-` classes from
 * ./styles.css), notices, remote widgets. See ../README.md.
 */
export {
  $notices,
  clearNotices,
  dismissNotice,
  notify,
  type Notice,
  type NoticeInput,
  type NoticeType,
} from '@armatura/shared-libs/notices';
export { UiProvider } from './Provider';
export { Button, type ButtonProps, type ButtonVariant } from './Button';
export { Link, routerNavigate, type LinkProps } from './Link';
export { Description, FieldError, Label, type FieldProps } from './Field';
export { TextField, type TextFieldProps } from './TextField';
export { NumberField, type NumberFieldProps } from './NumberField';
export { Checkbox, type CheckboxProps } from './Checkbox';
export { Switch, type SwitchProps } from './Switch';
export {
  ComboBoxItem,
  Dialog,
  DialogTrigger,
  ListBoxItem,
  Menu,
  MenuItem,
  MenuSection,
  MenuTrigger,
  Modal,
  Popover,
  Select,
  SelectItem,
  SubmenuTrigger,
  type DialogProps,
  type MenuProps,
  type ModalProps,
  type SelectProps,
} from './overlays';
export { ComboBox, type ComboBoxProps } from './ComboBox';
export { SearchField, type SearchFieldProps } from './SearchField';
export {
  ConfirmDeleteButton,
  type ConfirmDeleteButtonProps,
  type DeleteOutcome,
} from './ConfirmDeleteButton';
export { Meter, ProgressBar, Spinner, type MeterProps, type ProgressBarProps } from './Progress';
export { Cell, Column, Row, Table, TableBody, TableHeader } from './Table';
export { Tab, TabList, TabPanel, Tabs } from './Tabs';
export { Form } from './Form';
export { Breadcrumb, Breadcrumbs, type BreadcrumbProps } from './Breadcrumbs';
export { Toaster } from './Toaster';
export { EmptyState, ErrorState, type EmptyStateProps, type ErrorStateProps } from './States';
export { Pagination, type PaginationProps } from './Pagination';
export { pageItems, pageRange, skipCount, totalPages, type PageItem } from './pagination';
export { ErrorBoundary, type ErrorBoundaryProps } from './ErrorBoundary';
export { RemoteFailure, RemoteWidget, type RemoteWidgetProps } from './RemoteWidget';
export {
  $remoteLoader,
  loadRemote,
  loadedRemote,
  setRemoteLoader,
  type RemoteLoader,
  type RemoteModule,
} from './remote';
export { NotAvailableYet } from './NotAvailableYet';
export { $sizeClass, isAtLeast, setServerSizeClass, useAtLeast } from './size-class';
export { useBrowserStore, useHydrated } from './hydration';
export { serverWidgetHtml, setServerWidgets } from './server-widgets';
export { preloadEveryPart } from './every-part';
export * from './aria';
