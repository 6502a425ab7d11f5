// The class that gives this remote's screens and dialogs an accessible shade of the brand orange
// (see theme.css for why).
import './theme.css';

export const THEME_CLASS = 'mf-account-orders-theme';
