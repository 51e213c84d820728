/**
 * The sample content the Classic home shows until stores can write their own (back-office §9:
 * three sample testimonials and three sample categories).
 */
export type Testimonial = { quote: string; name: string; place: string };

export const SAMPLE_TESTIMONIALS: readonly Testimonial[] = [
  {
    quote: 'The ring arrived wrapped like a gift and fits perfectly. I have not taken it off since.',
    name: 'Maren K.',
    place: 'Juneau, Alaska',
  },
  {
    quote: 'My stoneware mug keeps its heat through a whole morning of emails. It feels made for my hands.',
    name: 'Daniel R.',
    place: 'Portland, Oregon',
  },
  {
    quote: 'A custom pendant for my mother, finished a week early, and the studio sent photos of every step.',
    name: 'Aiko T.',
    place: 'Anchorage, Alaska',
  },
];

/** `keywords` pick a product whose name shows the category, for the tile's image. */
export type SampleCategory = { name: string; description: string; keywords: readonly string[] };

export const SAMPLE_CATEGORIES: readonly SampleCategory[] = [
  { name: 'Rings', description: 'Hammered and stone-set bands', keywords: ['ring'] },
  { name: 'Necklaces', description: 'Pendants and chains', keywords: ['necklace', 'pendant', 'chain'] },
  {
    name: 'Ceramics',
    description: 'Mugs, bowls and vases',
    keywords: ['mug', 'bowl', 'vase', 'cup', 'plate'],
  },
];
