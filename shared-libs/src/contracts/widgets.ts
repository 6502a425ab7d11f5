// Props of the widgets teams expose to each other through Module Federation.

/** mf_cart_checkout/AddToCart — mounted by the catalogue on the listing and product page. */
export interface AddToCartProps {
  productId: number;
  name: string;
  /** Unit of measure; 'szt'/'kpl' make the quantity whole. */
  unit: string;
  /** The unit prices the caller saw (the server recomputes them when the order is placed). */
  priceNet: number;
  priceGross: number;
  qtyAvailable: number;
  /** 'compact' on listing tiles, 'full' on the product page. */
  variant?: 'compact' | 'full';
}

/** mf_catalog/SearchBox and mf_cart_checkout/MiniCart take no props. */
export type NoProps = Record<string, never>;

/**
 * mf_admin_content/HomeHero — mounted by the catalogue's home page: the published home hero and
 * banners of the content team's static blocks, or its default hero when none is published.
 */
export interface HomeHeroProps {
  /**
   * Called once the hero shows its content (published or default), no longer its placeholder:
   * the home page shows itself then, so the hero's real height pushes nothing down.
   */
  onShown?: () => void;
}

/** Browser events a team dispatches on window, scoped by team prefix. */
export const CART_CHANGED_EVENT = 'checkout:cart-changed';
export const CHECKOUT_OPEN_EVENT = 'checkout:open';
