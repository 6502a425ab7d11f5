// The authorization policy the matrix holds the route table to. A route with neither
// `config.permission` nor `config.auth` must be on PUBLIC with a reason; a route customers or
// guests may call with an id-like parameter must be on OWNER (with a fixture in
// authorization-matrix.owners.test.ts) or on NOT_OWNED with a reason; a route whose handler refuses
// some targets with 403 beyond its permission is on TARGET_CHECKED. A new route that is on none of
// these lists where it should be fails the suite: someone has to decide, in writing, who may call it.

export const key = (method: string, url: string) => `${method} ${url}`;
const APP = '/api/services/app/';

export interface PublicEntry {
  reason: string;
  /** The handler itself checks a credential carried in the request (password, signed token, link) and answers 401 without it. */
  credential?: string;
}

const pub = (reason: string, credential?: string): PublicEntry => ({ reason, credential });

export const PUBLIC: Record<string, PublicEntry> = {
  'POST /api/TokenAuth/Authenticate': pub('signing in', 'user name and password'),
  'POST /api/TokenAuth/ImpersonatedAuthenticate': pub(
    'exchanges a one-time signed impersonation token',
    'the one-time token',
  ),
  'POST /api/TokenAuth/LinkedAccountAuthenticate': pub(
    'exchanges a one-time signed account-switch token',
    'the one-time token',
  ),
  'GET /AbpUserConfiguration/GetAll': pub(
    "session bootstrap: answers only the caller's own grants (guests: the tenant's guest grants)",
  ),
  [`POST ${APP}Account/SendPasswordResetCode`]: pub(
    'forgotten password; the answer never says whether the address exists',
  ),
  [`POST ${APP}Account/ResetPassword`]: pub(
    'the mailed code is the credential (see the takeover test)',
  ),
  [`POST ${APP}Account/IsTenantAvailable`]: pub('tenant picker on the sign-in page'),
  [`POST ${APP}Account/Register`]: pub(
    'self-registration (tenant setting App.AllowSelfRegistration)',
  ),
  [`GET ${APP}License/GetCheckLicense`]: pub(
    "the sign-in page shows whether the tenant's license is valid",
  ),
  [`GET ${APP}License/GetActiveDateDays`]: pub('the sign-in page warns before the license ends'),
  'POST /api/search': pub('catalogue search (prices per caller)'),
  'POST /api/autocomplete': pub('header search suggestions'),
  [`GET ${APP}Product/GetCategoryTree`]: pub('catalogue read'),
  [`GET ${APP}Product/GetBrands`]: pub('catalogue read'),
  [`GET ${APP}Product/GetRecommendedArticles`]: pub('catalogue read'),
  [`GET ${APP}Product/GetRecommendedCategoryTree`]: pub('catalogue read'),
  [`GET ${APP}Product/GetRelatedArticles`]: pub('catalogue read'),
  [`GET ${APP}Product/GetSimilarArticles`]: pub('catalogue read'),
  [`GET ${APP}Product/Get`]: pub('product page'),
  [`GET ${APP}Product/GetOrderingRules`]: pub(
    "the tenant's out-of-stock rule (backorders allowed or not) the storefront shows",
  ),
  [`GET ${APP}Product/GetArticleServicesList`]: pub('services offered with a product'),
  [`POST ${APP}Product/DiscountsProduct`]: pub(
    "the caller's own prices; another contractor's only with Pages.ProductConfiguration (OWNER fixture)",
  ),
  'GET /api/catalog/images/:productId/:file': pub('product images'),
  'GET /api/catalog/uploads/:file': pub('images embedded in product descriptions'),
  [`POST ${APP}NotifyAvailability/Create`]: pub('anyone may ask to be told when a product is back'),
  [`GET ${APP}Delivery/GetDeliveries`]: pub('guest checkout: delivery methods'),
  [`GET ${APP}Delivery/GetUserDelivery`]: pub(
    'guest checkout: delivery methods with their payments',
  ),
  [`GET ${APP}Payment/GetPaymentTypes`]: pub('guest checkout: payment methods'),
  [`GET ${APP}Payment/GetPaymentsForDelivery`]: pub(
    'guest checkout: payment methods of a delivery',
  ),
  [`GET ${APP}Payment/GetBankingGroups`]: pub(
    "guest checkout: Tpay's bank groups (BLIK, transfers, cards), the same for every tenant",
  ),
  [`GET ${APP}PointsOfSale/GetAll`]: pub('guest checkout: pick-up points'),
  [`GET ${APP}PointsOfSale/Get`]: pub('guest checkout: one pick-up point'),
  [`POST ${APP}Order/AcceptOrder`]: pub(
    'the approver decides signed in or through the e-mailed link (OWNER fixture)',
    'sign-in or the decision link',
  ),
  [`POST ${APP}Order/DiscardOrder`]: pub(
    'the approver rejects / the buyer cancels, signed in or by link (OWNER fixture)',
    'sign-in or the order link',
  ),
  [`GET ${APP}Order/GetOrderConfirmation`]: pub(
    'the buyer or a guest views an order, signed in or by link (OWNER fixture)',
    'sign-in or the order link',
  ),
  'POST /api/payments/tpay/notification': pub(
    "Tpay's server calls it; the JWS signature is the credential",
  ),
  // Content: blog reads (drafts only with Pages.Blog), newsletter by link token, the contact form.
  [`GET ${APP}Blog/GetAll`]: pub('the storefront blog (published posts)'),
  [`GET ${APP}Blog/Get`]: pub('a published blog post'),
  [`GET ${APP}Blog/GetImages`]: pub("a published post's images"),
  [`GET ${APP}Blog/GetCategories`]: pub('the storefront blog categories'),
  'GET /api/content/uploads/blog/:file': pub('blog images'),
  [`POST ${APP}Newsletter/Subscribe`]: pub(
    'double opt-in; the same answer whether or not the address is known (rate-limited per IP)',
  ),
  [`GET ${APP}Newsletter/GetNewsletterByToken`]: pub(
    "the mailed link's token is the credential (404 otherwise)",
  ),
  [`POST ${APP}Newsletter/Unsubscribe`]: pub("the mailed link's token is the credential"),
  [`GET ${APP}Contacts/GetFormToken`]: pub('the contact form asks for its signed start token'),
  [`POST ${APP}Contacts/SendMessage`]: pub(
    'the contact form (honeypot, signed start token, per-IP limit)',
  ),
  [`POST ${APP}Email/SendMessage`]: pub('the contact form under its older name'),
  // Content: published pages and blocks (unpublished ones answer 404), block images, repository files.
  [`GET ${APP}StaticBlocks/GetPage`]: pub('the storefront page /:staticSlug (published only)'),
  [`GET ${APP}StaticBlocks/GetPublished`]: pub('home hero, banners, footer (published only)'),
  [`GET ${APP}StaticBlocks/GetBrands`]: pub('published brand descriptions'),
  'GET /api/content/uploads/blocks/:file': pub('static block images'),
  'GET /api/content/uploads/files/:file': pub(
    "the file repository's public links (unguessable names, copied into pages and posts)",
  ),
};

export interface OwnerEntry {
  /** What another user (same tenant) and the other tenant's admin get for the owner's object: the same as for an object that does not exist. */
  denied: 403 | 404 | 'filtered';
  why: string;
  /** For anonymous callers without a link the handler asks to sign in, although guests hold the route's permission. */
  anonymousNeedsSignIn?: true;
}

export const OWNER: Record<string, OwnerEntry> = {
  [`PUT ${APP}ShoppingCart/Update`]: { denied: 404, why: "a line of the caller's own cart" },
  [`DELETE ${APP}ShoppingCart/Delete`]: { denied: 404, why: "a line of the caller's own cart" },
  [`DELETE ${APP}ShoppingCart/DeleteAll`]: {
    denied: 'filtered',
    why: "clears only the caller's cart",
  },
  [`GET ${APP}ShoppingCart/GetUserShoppingCarts`]: {
    denied: 403,
    why: "userId other than the caller's is refused without a lookup",
  },
  [`GET ${APP}ShoppingCart/GetTotalUserShoppingCarts`]: {
    denied: 'filtered',
    why: "the caller's own cart totals",
  },
  [`POST ${APP}ShoppingCart/AddOrderToShoppingCardToEdit`]: {
    denied: 404,
    why: "the buyer's (or approver's) order",
  },
  [`POST ${APP}ShoppingCart/AddOfferToShoppingCard`]: { denied: 404, why: "the buyer's offer" },
  [`POST ${APP}Order/EditOrder`]: { denied: 404, why: "the buyer's (or approver's) order" },
  [`POST ${APP}Order/AcceptOrder`]: {
    denied: 404,
    why: 'an order the caller may decide about',
    anonymousNeedsSignIn: true,
  },
  [`POST ${APP}Order/DiscardOrder`]: {
    denied: 404,
    why: "the buyer's order, or one the caller may decide about",
    anonymousNeedsSignIn: true,
  },
  [`GET ${APP}Order/GetOrderConfirmation`]: {
    denied: 404,
    why: "the buyer's order (or by link)",
    anonymousNeedsSignIn: true,
  },
  [`POST ${APP}Order/PayForOrder`]: {
    denied: 404,
    why: "the buyer's order (or by link)",
    anonymousNeedsSignIn: true,
  },
  [`POST ${APP}Order/CheckIfOrderRequiresAcceptance`]: {
    denied: 404,
    why: "with an orderId: the buyer's order",
    anonymousNeedsSignIn: true,
  },
  [`POST ${APP}Order/MarkOrderAsConfirmed`]: {
    denied: 404,
    why: "staff of the order's tenant only",
  },
  [`GET ${APP}Order/GetRecentAddresses`]: {
    denied: 'filtered',
    why: "the caller's own addresses (the account domain's module API)",
  },
  [`PUT ${APP}Addresses/UpdateAddress`]: { denied: 404, why: "the caller's own address" },
  [`PUT ${APP}Address/Update`]: { denied: 404, why: "the caller's own address" },
  [`DELETE ${APP}Addresses/Delete`]: { denied: 404, why: "the caller's own address" },
  [`GET ${APP}Product/GetContracts`]: {
    denied: 'filtered',
    why: "a customer sees their contractor's contracts; contractorId is ignored for them",
  },
  [`GET ${APP}Product/GetContractProducts`]: {
    denied: 404,
    why: "a contract of the caller's contractor",
  },
  [`POST ${APP}Product/SetAvailableContractProduct`]: {
    denied: 404,
    why: "a contract of the caller's contractor",
  },
  [`POST ${APP}Product/DiscountsProduct`]: {
    denied: 403,
    why: "another contractor's prices are refused without a lookup",
  },
  [`POST ${APP}User/VerifyLimit`]: {
    denied: 403,
    why: "another user's limit is refused without a lookup",
  },
  [`POST ${APP}Account/SwitchToLinkedAccount`]: {
    denied: 403,
    why: "only accounts linked to the caller's",
  },
  [`GET ${APP}Account/GetUsers`]: { denied: 'filtered', why: "the caller's own linked accounts" },
  [`GET ${APP}Document/GetAll`]: {
    denied: 'filtered',
    why: 'documents issued to the caller; userId only narrows within them',
  },
  [`GET ${APP}Order/Get`]: { denied: 404, why: "the buyer's order (staff: the tenant's)" },
  [`GET ${APP}Order/GetOrderElements`]: {
    denied: 404,
    why: "the buyer's order (staff: the tenant's)",
  },
  [`GET ${APP}Order/GetOrderChangeHistories`]: {
    denied: 404,
    why: "the buyer's order (staff: the tenant's)",
  },
  [`POST ${APP}Order/GeneratePdf`]: {
    denied: 404,
    why: "the buyer's order (staff: the tenant's)",
  },
  [`GET ${APP}Document/GetElements`]: { denied: 404, why: 'a document issued to the caller' },
  [`POST ${APP}Document/GetPDFDocumentPrint`]: {
    denied: 404,
    why: 'a document issued to the caller',
  },
};

/** Routes customers or guests call with an id-like parameter that names a public object, not someone's own. */
export const NOT_OWNED: Record<string, string> = {
  [`GET ${APP}Product/Get`]: 'a product of the public catalogue',
  [`GET ${APP}Product/GetRelatedArticles`]: 'a product of the public catalogue',
  [`GET ${APP}Product/GetSimilarArticles`]: 'a product of the public catalogue',
  [`GET ${APP}Product/GetArticleServicesList`]: 'a product of the public catalogue',
  'GET /api/catalog/images/:productId/:file': 'a product of the public catalogue',
  [`POST ${APP}NotifyAvailability/Create`]: 'a product of the public catalogue',
  [`GET ${APP}Payment/GetPaymentsForDelivery`]: 'a delivery method (public dictionary)',
  [`GET ${APP}PointsOfSale/Get`]: 'a pick-up point (public dictionary)',
  [`POST ${APP}ShoppingCart/Create`]:
    "a product of the public catalogue, added to the caller's own cart",
  [`POST ${APP}ShoppingCart/GetCheckoutSummary`]:
    'delivery and payment methods (public dictionaries)',
  [`POST ${APP}Order/Create`]:
    "delivery, payment, pick-up point (public dictionaries); the order is the caller's",
  [`POST ${APP}Account/ResetPassword`]:
    'userId with the mailed code: the code decides (takeover test)',
  [`POST ${APP}Account/Register`]: 'tenantId of the tenant to register in',
  [`GET ${APP}Blog/GetAll`]: 'a blog category (public)',
  [`GET ${APP}Blog/Get`]: 'a published blog post (drafts answer 404 without Pages.Blog)',
  [`GET ${APP}Blog/GetImages`]: 'a published blog post (drafts answer 404 without Pages.Blog)',
  [`GET ${APP}StaticBlocks/GetPublished`]: 'brandId: a brand of the public catalogue',
  [`GET ${APP}StaticBlocks/GetBrands`]: 'brandId: a brand of the public catalogue',
};

/** Routes whose handler refuses some targets (403) beyond the route permission, and the test that covers them. */
export const TARGET_CHECKED: Record<string, string> = {
  [`POST ${APP}Account/Impersonate`]:
    'the target may hold no permission the caller lacks and may not be an administrator (escalation test)',
  // User administration (mf-admin-users, rules in shell/server/identity/admin-guard.ts): a user
  // manager manages only users holding no permission they lack, and grants only what they hold.
  ...Object.fromEntries(
    [
      'PUT User/UpdateUser',
      'DELETE User/DeleteUser',
      'POST User/ResetUserSpecificPermissions',
      'POST User/GenerateUserPassword',
      'POST User/ChangeUserPassword',
    ].map((r) => [
      r.replace(' ', ` ${APP}`),
      'the user may hold no permission the caller lacks (users.test.ts)',
    ]),
  ),
  // Linked accounts (mf-admin-users, shell/server/identity/admin-links.ts): both users must hold
  // no permission the caller lacks, and the caller's own account is never linked.
  ...Object.fromEntries(
    ['POST UserLink/LinkUser', 'POST UserLink/UnlinkUser'].map((r) => [
      r.replace(' ', ` ${APP}`),
      'both users may hold no permission the caller lacks (user-links.test.ts)',
    ]),
  ),
  // Roles: nobody edits or deletes a role holding a permission they lack (roles.test.ts).
  ...Object.fromEntries(
    ['PUT Role/Update', 'PUT Role/UpdateRole', 'DELETE Role/Delete', 'DELETE Role/DeleteRole'].map(
      (r) => [r.replace(' ', ` ${APP}`), 'the role may hold no permission the caller lacks'],
    ),
  ),
};

/** Parameter names that point at an object (checked at the top level of body, query and URL). */
export const ID_LIKE = /^(id|Id)$|Id$/;
