/**
 * The workbench: what is left to make for the paid orders not yet shipped, gathered by product
 * and size. The words the api and the back-office both use.
 */

/** A line's pieces made, as the order page and the workbench say it: "Made 2 of 3". */
export const madeText = (made: number, quantity: number) => `Made ${made} of ${quantity}`;

/** A group's count: "3 to make · 1 made". */
export const toMakeText = (toMake: number, made: number) => `${toMake} to make · ${made} made`;

export const WORKBENCH_MESSAGES = {
  title: 'Workbench',
  empty: 'Nothing to make: every paid order is made or shipped.',
  fetchFailed: 'Failed to fetch the workbench. Please try again.',
  saveFailed: 'Failed to save what was made. Please try again.',
  lineNotFound: 'This order line was not found.',
  orderNotOpen: 'This order is no longer waiting to ship: what was made on it stays as it was.',
  madeTooMany: (quantity: number) => `madeCount is at most the line's quantity (${quantity}).`,
  print: 'Print',
  markMade: 'Mark one made',
  undoMade: 'Undo one',
} as const;
