import { APP_SHELL_MESSAGES } from './messages/app-shell';
import { STOREFRONT_MESSAGES } from './messages/storefront';

export { APP_SHELL_MESSAGES, STOREFRONT_MESSAGES };
export { failureWithDetail } from './messages/failure';
// The back-office's and the api's own texts, apart so the storefront's pages do not carry them.
export { ADMIN_MESSAGES, IMAGE_FETCH_MESSAGES, INTEGRATION_MESSAGES } from './messages/back-office';
export { REDIRECT_MESSAGES } from './messages/redirects';
export { CATALOG_IMPORT_MESSAGES } from './messages/catalog-imports';
export { CATALOG_MAPPING_MESSAGES } from './messages/catalog-mapping';

/** Texts the specification gives word for word. Components and the api use these, never copies. */
export const MESSAGES = {
  // The app shell's start and error boundaries (lib/messages/app-shell.ts).
  ...APP_SHELL_MESSAGES,
  // What store pages' own scripts show (lib/messages/storefront.ts).
  ...STOREFRONT_MESSAGES,
  productNotFound: 'Product not found or unavailable',
  failedToLoadProduct: 'Failed to load product',
  failedToLoadImage: 'Failed to load image.',
  serverTimeout: 'Server timeout',
  loading: 'Loading...',
  unexpected: 'An unexpected error occurred. Please try again.',

  /** Under the post-purchase account form: the session it opens is the only one before the link. */
  postPurchaseVerifyNote: (email: string) =>
    `You will be signed in at once. We also email a link to ${email}: open it before you sign in again later, which needs that link.`,

  // Sign-in, registration and the security check (spec §8).
  loginEndpointNotFound: 'Login endpoint not found. Please check server configuration.',
  loginFailed: 'Login failed. Please try again.',
  noResponse: 'No response received from server',
  securityCheckInitializing: 'Please wait a moment while security check initializes...',
  securityCheckFailed: 'Security check failed. Please try again.',
  registrationValidationFailedPrefix: 'Registration validation failed: ',
  registrationValidationFailed: 'Registration validation failed. Please check your information.',
  registrationFailed: 'Registration failed. Please try again later.',
  emailAndPasswordRequired: 'Email and password are required',
  /** An empty email where the spec gives no words of its own (profile, newsletter, password reset). */
  emailRequired: 'Email is required',

  // Sessions and app start.
  sessionExpired: 'Session expired',
  tokenRefreshFailed: 'Token refresh failed',
  authenticationFailed: 'Unable to authenticate. Please try refreshing the page.',
  refreshPage: 'Refresh Page',

  // Profile and orders.
  profileWelcome: 'Welcome! Please complete your profile information.',
  profileLoadFailed: 'Unable to load profile. Please fill in your information.',
  profileFetchFailed: 'Failed to fetch user profile',
  profileUpdateFailed: (message: string) => `Failed to update profile: ${message}`,
  customerInfoUpdateFailed: 'Failed to update customer information. Please try again.',
  userInfoUnavailable: 'User information is not available',
  orderHistoryEmailRequired: 'Email is required to fetch order history',
  ordersFetchFailed: 'Failed to fetch order history. Please try again later.',
  noOrders: 'No orders found.',
  welcome: (email: string) => `Welcome, ${email}`,

  // Basket (spec §5).
  basketExceedsStock: 'Some items in your cart exceed available stock. Please adjust quantities.',
  basketEmpty: 'Your basket is empty',

  // Checkout and payment (spec §5, §8).
  acknowledgeHandcrafted: 'Please acknowledge the handcrafted jewelry disclaimer before proceeding.',
  paymentSetupFailed: 'Payment setup failed. Please try again.',
  userInfoLoadFailed: 'Failed to load user information',
  paymentSystemUnavailable: 'Payment system unavailable.',
  paymentFailedShort: 'Payment failed',
  orderCreationFailed: 'Order creation failed',
  paymentFailed: 'Payment failed. Please try again.',
  // Not in the spec: checkout's stock holds and the basket limit.
  basketChangedAtPayment: 'Your basket changed. Please confirm your order again.',
  quantityOverLimit: (name: string, max: number) => `You can buy at most ${max} of ${name} in one order.`,
  openCheckoutsLimit: (minutes: number) =>
    `You already have other checkouts holding items. Please complete one, or try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  // Many shoppers share one internet address (a market's Wi-Fi); past a ceiling its checkouts wait.
  addressCheckoutsLimit: (minutes: number) =>
    `Too many checkouts are open from your network right now. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,

  // After the purchase.
  orderPlaced: 'Order Placed Successfully!',
  invalidEmail: 'Please enter a valid email address.',
  accountCreationFailed: 'Failed to create account',

  // Backorders (spec §5, §8).
  backorderFailed: 'Failed to create backorder. Please try again.',

  // Checkout while the built-in test card provider is active.
  testModeNotice: 'Test mode: no real card is charged',

  // A host whose store the api cannot name right now (503; never another store's pages).
  storeUnavailable: 'This store is temporarily unavailable. Please try again in a moment.',

  // Page templates (back-office spec §2): a page type no template exists for.
  templateNotFound: 'Template not found',

  // Store management (back-office spec §2, §8).
  noStoreFound: 'No Store Found',
  noTenantId: 'No tenant ID available',
  storeFetchFailed: 'Failed to fetch store',
  storeUpdateFailed: 'Failed to save store',
  storeCreateFailed: 'Failed to create store',
  themeUpdateFailed: 'Failed to update theme',
  themeRollbackFailed: 'Failed to rollback theme',
  themeResetFailed: 'Failed to reset theme',
  heroUpdateFailed: 'Failed to update hero image',
  saveAllFailed: 'Failed to save all changes. Please try again.',
  resetAllFailed: 'Failed to reset all changes. Please try again.',
  unsavedChanges: 'You have unsaved changes',
  templatesFetchFailed: (statusText: string) => `Failed to fetch templates: ${statusText}`,
  noTemplatesForPage: (pageType: string) => `No templates found for page type: ${pageType}`,
  noTemplates: 'No templates available',
  templateSaveFailed: 'Failed to save template changes',
  templateResetFailed: 'Failed to reset template',
  componentUpdateFailed: 'Failed to update component settings',
  previewProductsError: 'Error loading products',
  previewProductsFailed: 'Failed to load products',
  previewNoProducts: 'No products available',
} as const;
