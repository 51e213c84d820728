/** The most favourites a browser keeps and a sign-in merges at once. */
export const FAVOURITES_MAX = 200;

/** The words of the favourites (heart, page and back-in-stock choice). */
export const FAVOURITE_MESSAGES = {
  add: 'Add to favourites',
  remove: 'Remove from favourites',
  notSaved: 'Your favourites could not be saved. Please try again.',
  notLoaded: 'Your favourites could not be loaded. Please try again.',
  empty: 'No favourites yet. Tap the heart on a piece to keep it here.',
  emailWhenBack: 'Email me when it’s back',
  willEmail: 'We’ll email you once when it’s back.',
  stopEmail: 'Don’t email me',
  signInToBeTold: 'Sign in to be emailed when it’s back.',
  productGone: 'Product not found or unavailable',
  tryAgain: 'Try again',
} as const;

/** The favourites page: the same for guests and signed-in shoppers. */
export const FAVOURITES_PATH = '/favourites';
