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
  // Not in the spec: an image whose width × height is over PRODUCT_IMAGE_MAX_PIXELS, in its voice.
  imageTooManyPixels:
    'Image is too large. Please upload an image smaller than 50 megapixels (such as 8000 × 6000 px)',
  statusUnchanged: (status: string) => `This order is already ${status}.`,
  transitionRefused: (from: string, to: string) => `An order that is ${from} cannot be marked ${to}.`,
  backorderOnlyPaid: 'Only a backorder can be marked Paid by the owner, once payment was taken.',
  trackingOnlyWhenShipping: 'A tracking number can only be added when marking an order Shipped.',
  // Store management's successes (the spec gives none): Complete Setup, then Save All Changes.
  storeSetUp: 'Your store is set up.',
  storeWizardSaved: 'Your store changes are saved.',
  allChangesSaved: 'All changes saved.',
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
