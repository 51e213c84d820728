/** The footer shows one of these at random. */
export const FOOTER_SAYINGS = [
  'Made by hand, under the midnight sun.',
  'Every piece carries a little of the north.',
  'Silver from the heart, clay from the land.',
  'Slow craft for a fast world.',
  'Shaped by tides, finished by hand.',
  'From our studio bench to your hands.',
  'Small batches, long winters, lasting work.',
  'Wear the wild with you.',
  'Handmade means no two are alike.',
  'Fired in the kiln, inspired by the glaciers.',
  'Good things take the time they take.',
  'Crafted in Alaska, made to be kept.',
] as const;

/** Picks a saying; `random` is injectable so a test can choose. */
export function pickSaying(random: () => number = Math.random): string {
  return FOOTER_SAYINGS[Math.floor(random() * FOOTER_SAYINGS.length) % FOOTER_SAYINGS.length];
}
