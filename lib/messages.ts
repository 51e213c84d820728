import { APP_SHELL_MESSAGES } from './messages/app-shell';

export { APP_SHELL_MESSAGES };

/** Texts the specification gives word for word. Components and the api use these, never copies. */
export const MESSAGES = {
  // The app shell's start and error boundaries (lib/messages/app-shell.ts).
  ...APP_SHELL_MESSAGES,
  cachedData: 'Using cached data - live inventory may not be accurate.',
  outOfStock: 'Out of Stock',
  addToBasket: 'Add to Basket',
  /** Beside the disabled basket button when the store's admin views the storefront. */
  ownerViewsReadOnly: 'You are viewing your store as its owner; shoppers add to the basket here.',
  priceNotAvailable: 'Price not available',
  productNotFound: 'Product not found or unavailable',
  productIdRequired: 'Product ID is required',
  invalidProductData: 'Invalid product data',
  invalidProductDataReceived: 'Invalid product data received',
  failedToLoadProduct: 'Failed to load product',
  failedToLoadImage: 'Failed to load image.',
  serverTimeout: 'Server timeout',
  loading: 'Loading...',
  unexpected: 'An unexpected error occurred. Please try again.',
  featuredFailed: (attempts: number, message: string) =>
    `Failed to load products after ${attempts} attempts: ${message}`,
  onlyNLeft: (n: number) => `Only ${n} left`,
  /** The product page when none are left because the shopper's own basket holds them. */
  allInYourBasket: (n: number) =>
    n === 1 ? 'The only one available is in your basket' : `All ${n} available are in your basket`,

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
  addedToBasket: 'Added to basket',
  limitedToStock: 'Limited to available stock',
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

  // After the purchase.
  orderPlaced: 'Order Placed Successfully!',
  invalidEmail: 'Please enter a valid email address.',
  accountCreationFailed: 'Failed to create account',

  // Backorders (spec §5, §8).
  backorderLoginRequired: 'You must be logged in to place a backorder.',
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

/**
 * A back-office failure as shown (spec §8): the spec's sentence, and the server's detail on a second
 * line, never appended to the sentence in brackets. A detail that only repeats the sentence is left
 * out. Shown in an element that keeps line breaks (`white-space: pre-line`).
 */
export function failureWithDetail(sentence: string, detail?: string | null): string {
  const extra = detail?.trim();
  return extra && extra !== sentence ? `${sentence}\n${extra}` : sentence;
}

/** The owner back-office's own texts (products, orders, customers, dashboard). */
export const ADMIN_MESSAGES = {
  productChangedElsewhere: 'This product was changed elsewhere. Reload to see the latest version.',
  productNotFound: 'Product not found',
  skuTaken: (sku: string) => `Another product of this store already has the SKU ${sku}`,
  orderNotFound: 'Order not found',
  imageNotFound: 'Image not found',
  imageOrderMismatch: 'The image order must list every image of the product exactly once.',
  tooManyImages: (max: number) => `A product can have at most ${max} images.`,
  imageRequired: 'Please choose an image to upload.',
  notAnImage: 'Please upload an image file (PNG, JPG or WebP).',
  unreadableImage: (file: string) =>
    `${file} could not be read as an image. Please upload a PNG, JPG or WebP file.`,
  imageTooLarge: 'File is too large. Please upload an image smaller than 10MB',
  statusUnchanged: (status: string) => `This order is already ${status}.`,
  transitionRefused: (from: string, to: string) => `An order that is ${from} cannot be marked ${to}.`,
  backorderOnlyPaid: 'Only a backorder can be marked Paid by the owner, once payment was taken.',
  trackingOnlyWhenShipping: 'A tracking number can only be added when marking an order Shipped.',
} as const;

/** API keys, backups and analytics: the back-office's texts (§8) and the api's refusals. */
export const INTEGRATION_MESSAGES = {
  apiKeyNameRequired: 'API key name is required',
  apiKeyNotFound: 'API key not found',
  apiKeyShownOnce: "Make sure to copy your API key now. You won't be able to see it again!",
  apiKeysFetchFailed: 'Failed to fetch API keys',
  apiKeyCreateFailed: 'Failed to create API key',
  apiKeyRotateFailed: 'Failed to rotate API key',
  apiKeyRevokeFailed: 'Failed to revoke API key',
  apiKeyUsageFailed: 'Failed to fetch API key usage',
  apiKeyInvalid: 'The API key is not valid for this store',
  apiKeyRequired: 'A store API key is required',
  backupsFetchFailed: 'Failed to fetch backups. Please try again.',
  backupsTimeout: 'Fetching backups is taking longer than expected. Please refresh in a few minutes.',
  backupRunFailed: 'Failed to run backup. Please try again.',
  backupDownloadFailed: (filename: string) => `Failed to download backup ${filename}`,
  backupDeleteFailed: (filename: string) => `Failed to delete backup ${filename}`,
  backupImagesFailed: (filename: string) => `Failed to process images for backup ${filename}`,
  backupImagesConnection: 'Connection error while processing images.',
  // Not in the spec: a restore that failed, and the dashboard's day at a glance.
  backupRestoreFailed: (filename: string) => `Failed to restore backup ${filename}`,
  dashboardSummaryFailed: 'Failed to load today’s figures. Please refresh in a moment.',
  workspaceNotConnected: 'Notion is not connected',
  backupNotFound: 'Backup not found',
  backupFileName: 'Not a backup file name',
  backupUnreadable: 'This backup file cannot be read',
  backupOtherStore: 'This backup belongs to another store',
  backupConflict: (tables: string[]) =>
    `Some records of this backup now belong to another store (${tables.join(', ')}); nothing was restored`,
  backupImagesProductsOnly:
    'Images are bundled into product backups only; a store backup already holds its images',
  analyticsSyncFailed: 'Failed to sync analytics data',
  analyticsAuthError: 'Authentication error. Please login again and retry.',
  analyticsAuthRequired: 'Authentication required. Please login again.',
} as const;

/** Why an image named by address (a Notion product's ProductImage) was not brought into the store. */
export const IMAGE_FETCH_MESSAGES = {
  badAddress: 'The image address is not an http:// or https:// address',
  privateAddress: 'The image address is on a private network, so it was not fetched',
  status: (status: number) => `The image could not be downloaded (HTTP ${status})`,
  tooManyRedirects: 'The image address redirects too many times',
  tooLarge: (maxBytes: number) => `The image is larger than ${Math.round(maxBytes / (1024 * 1024))} MB`,
  timeout: 'The image took too long to download',
  unreachable: 'The image could not be downloaded',
  notAnImage: 'The file is not a PNG, JPEG or WebP image',
  tooManyPixels: 'The image has too many pixels',
  notStored: 'The image could not be stored. It will be tried again on the next pull.',
} as const;
