/**
 * A person's data: the words said about it and the api's paths, kept without a validation library
 * so a store page can show them (the home page's note after an account was closed). The forms'
 * and the api's schemas are in lib/schemas/privacy.ts.
 */
export const PRIVACY_MESSAGES = {
  passwordRequired: 'Enter your password to close your account',
  confirmMismatch: 'Type the same email again to confirm',
  closed: 'Your account is closed and your personal details are removed.',
  nothingFound: 'This store holds nothing under that email.',
  checkoutOpen:
    'A checkout of yours is still open. Finish it or leave it for 15 minutes, then close your account.',
  downloadFailed: 'Your data could not be downloaded. Please try again.',
  customerDownloadFailed: "This customer's data could not be downloaded. Please try again.",
  closeFailed: 'Your account could not be closed. Please try again.',
  eraseFailed: "This customer's personal data could not be erased. Please try again.",
  /** What the file says the store keeps, whatever is erased later. */
  keptForTheBooks:
    "Each order's invoice and credit notes keep the buyer's name and address as issued: they are legal records the store must keep for its books, and are not changed when personal data is erased.",
  /** Said once on the store's home page after the account was closed. */
  closedNotice: 'Your account is closed. Thank you for shopping with us.',
  erased: (orders: number) =>
    `Personal data erased. ${orders === 1 ? '1 order keeps' : `${orders} orders keep`} its money facts without the person's details.`,
} as const;

/** The 409 that names the orders still on their way: closing waits for them. */
export const openOrdersMessage = (orderIds: string[]) =>
  `Close your account after your open orders are delivered or cancelled: ${orderIds.join(', ')}.`;

/** The routes, for the browser's calls and the api's tests. */
export const PRIVACY_PATHS = {
  export: '/api/profile/export',
  close: '/api/profile/close',
  customerExport: '/api/admin/customers/export',
  customerErase: '/api/admin/customers/erase',
} as const;
