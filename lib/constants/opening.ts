/** The words of a store that is not open yet, to shoppers and to its staff. */
export const OPENING_MESSAGES = {
  comingSoonTitle: 'Coming soon',
  comingSoon: (store: string) => `${store} is getting ready. Come back soon to see what the maker has made.`,
  notOpenYet: 'Your store is not open yet',
  openStore: 'Open store',
  opening: 'Opening…',
  opened: 'Your store is open.',
  notOpenRefusal: 'This store is not open yet.',
} as const;
