/**
 * The demo stores' catalogs. `demo` is an Alaskan studio of sterling silver jewelry and ceramics;
 * `north` is a small second store that exists to prove tenants never see each other's data.
 */
export type ArtKind =
  | 'ring'
  | 'necklace'
  | 'earrings'
  | 'bracelet'
  | 'cuff'
  | 'mug'
  | 'bowl'
  | 'vase'
  | 'plate'
  | 'pin'
  | 'scarf';

export type SeedProduct = {
  name: string;
  description: string;
  price: number;
  size: number | string | null;
  stock: number | null;
  metal?: string[];
  gemstone?: string[];
  featured?: boolean;
  archived?: boolean;
  art: ArtKind;
  images?: number;
  hue: number;
  /** The ways it is sold (a ring's sizes), each with its own stock; `stock` is then their sum. */
  variants?: { name: string; stock: number | null; price?: number }[];
};

export const DEMO_PRODUCTS: SeedProduct[] = [
  {
    name: 'Glacier Blue Topaz Ring',
    description:
      'A sterling silver band hand-forged with a bezel-set blue topaz the colour of Mendenhall ice.',
    price: 148,
    size: 7,
    stock: 12,
    metal: ['Sterling Silver'],
    gemstone: ['Blue Topaz'],
    featured: true,
    art: 'ring',
    images: 3,
    hue: 200,
  },
  {
    name: 'Northern Lights Labradorite Pendant',
    description: 'Labradorite that flashes green and violet, set in oxidised sterling on an 18 inch chain.',
    price: 185,
    size: '18 in',
    stock: 3,
    metal: ['Sterling Silver'],
    gemstone: ['Labradorite'],
    featured: true,
    art: 'necklace',
    images: 2,
    hue: 160,
  },
  {
    name: 'Tidepool Hoop Earrings',
    description: 'Hammered sterling hoops with a tiny textured shell charm, light enough for all day.',
    price: 72,
    size: 'Medium',
    stock: 20,
    metal: ['Sterling Silver'],
    featured: true,
    art: 'earrings',
    hue: 190,
  },
  {
    name: 'Kenai River Stoneware Mug',
    description: 'Wheel-thrown stoneware in a river-blue glaze that breaks to brown at the rim. Holds 12 oz.',
    price: 42,
    size: '12 oz',
    stock: null,
    featured: true,
    art: 'mug',
    images: 2,
    hue: 210,
  },
  {
    name: 'Fireweed Garnet Stud Earrings',
    description: 'Rhodolite garnets in four-prong sterling settings, the pink of fireweed in August.',
    price: 95,
    size: null,
    stock: 0,
    metal: ['Sterling Silver'],
    gemstone: ['Garnet'],
    featured: true,
    art: 'earrings',
    hue: 330,
  },
  {
    name: 'Denali Cuff Bracelet',
    description: 'A wide sterling cuff stamped with the Alaska Range skyline, finished by hand.',
    price: 210,
    size: 'Adjustable',
    stock: 4,
    metal: ['Sterling Silver'],
    featured: true,
    art: 'cuff',
    images: 2,
    hue: 30,
  },
  {
    name: 'Sitka Spruce Tip Ring',
    description: 'A slim stacking ring cast from a real spruce tip in recycled sterling.',
    price: 64,
    size: 6,
    stock: 15,
    metal: ['Sterling Silver'],
    art: 'ring',
    hue: 120,
  },
  {
    name: 'Raven Feather Necklace',
    description: 'A hand-sawn sterling feather with fine engraved barbs on a delicate cable chain.',
    price: 128,
    size: '20 in',
    stock: 8,
    metal: ['Sterling Silver'],
    art: 'necklace',
    hue: 260,
  },
  {
    name: 'Moonstone Drop Earrings',
    description: 'Rainbow moonstone teardrops hanging from sterling ear wires.',
    price: 88,
    size: null,
    stock: 2,
    metal: ['Sterling Silver'],
    gemstone: ['Moonstone'],
    art: 'earrings',
    hue: 240,
  },
  {
    name: 'Kachemak Bay Serving Bowl',
    description: 'A wide porcelain bowl glazed in layered celadon, like shallow water over sand.',
    price: 96,
    size: '10 in',
    stock: 5,
    art: 'bowl',
    images: 2,
    hue: 150,
  },
  {
    name: 'Ash Glaze Bud Vase',
    description: 'A small vase fired with wood ash for a one-of-a-kind running glaze.',
    price: 38,
    size: 'Small',
    stock: 9,
    art: 'vase',
    hue: 40,
  },
  {
    name: 'Salmonberry Dinner Plate',
    description: 'A stoneware dinner plate with a soft salmonberry rim. Dishwasher safe.',
    price: 46,
    size: '11 in',
    stock: null,
    art: 'plate',
    hue: 15,
  },
  {
    name: 'Amethyst Stacking Ring',
    description: 'A thin sterling band with a tiny faceted amethyst.',
    price: 58,
    size: null,
    stock: 4,
    variants: [
      { name: 'Size 5', stock: 1 },
      { name: 'Size 6', stock: 0 },
      { name: 'Size 7', stock: 1 },
      { name: 'Size 8', stock: 1 },
      { name: 'Size 9', stock: 1, price: 62 },
    ],
    metal: ['Sterling Silver'],
    gemstone: ['Amethyst'],
    art: 'ring',
    hue: 280,
  },
  {
    name: 'Turquoise and Silver Bangle',
    description: 'A round-wire sterling bangle with a single turquoise cabochon.',
    price: 115,
    size: 'Medium',
    stock: 6,
    metal: ['Sterling Silver'],
    gemstone: ['Turquoise'],
    art: 'bracelet',
    hue: 175,
  },
  {
    name: 'Gold-Fill Wave Ring',
    description: 'A sterling band with a rolling wave of 14k gold-fill across its face.',
    price: 136,
    size: 7.5,
    stock: 7,
    metal: ['Sterling Silver', '14k Gold Fill'],
    art: 'ring',
    hue: 45,
  },
  {
    name: 'Sea Glass Lariat',
    description: 'A long sterling lariat ending in a piece of beach-found Alaskan sea glass.',
    price: 98,
    size: '28 in',
    stock: 0,
    metal: ['Sterling Silver'],
    gemstone: ['Sea Glass'],
    art: 'necklace',
    hue: 170,
  },
  {
    name: 'Tundra Speckled Mug',
    description: 'A speckled cream stoneware mug with a thumb rest. Holds 10 oz.',
    price: 38,
    size: '10 oz',
    stock: 14,
    art: 'mug',
    hue: 35,
  },
  {
    name: 'Halibut Cove Platter',
    description: 'An oval serving platter in deep ocean blue with a carved rim.',
    price: 124,
    size: 'Large',
    stock: 2,
    art: 'plate',
    hue: 220,
  },
  {
    name: 'Pearl and Silver Threader Earrings',
    description: 'Freshwater pearls on fine sterling threaders that move with you.',
    price: 76,
    size: null,
    stock: 11,
    metal: ['Sterling Silver'],
    gemstone: ['Pearl'],
    art: 'earrings',
    hue: 50,
  },
  {
    name: 'Chilkat Pattern Cuff',
    description: 'A narrow cuff with a pierced geometric pattern, oxidised and polished.',
    price: 165,
    size: 'Small',
    stock: 3,
    metal: ['Sterling Silver'],
    art: 'cuff',
    hue: 0,
  },
  {
    name: 'Spruce Forest Bud Vase Set',
    description: 'Three small vases in forest greens, each one different.',
    price: 84,
    size: 'Set of 3',
    stock: 4,
    art: 'vase',
    images: 2,
    hue: 110,
  },
  {
    name: 'Aurora Opal Pendant',
    description: 'An Australian opal in a hand-built sterling setting on a 16 inch chain.',
    price: 240,
    size: '16 in',
    stock: 1,
    metal: ['Sterling Silver'],
    gemstone: ['Opal'],
    art: 'necklace',
    hue: 300,
  },
  {
    name: 'Braided Silver Ring',
    description: 'Three strands of sterling wire braided and soldered into a solid band.',
    price: 70,
    size: 9,
    stock: 10,
    metal: ['Sterling Silver'],
    art: 'ring',
    hue: 210,
  },
  {
    name: 'Glacial Silt Ramen Bowl',
    description: 'A deep bowl glazed with glacial silt collected near Girdwood.',
    price: 54,
    size: '7 in',
    stock: null,
    art: 'bowl',
    hue: 25,
  },
  {
    name: 'Beach Stone Brooch',
    description: 'A smooth Kachemak beach stone framed in sterling with a sturdy pin back.',
    price: 62,
    size: null,
    stock: 5,
    metal: ['Sterling Silver'],
    art: 'pin',
    hue: 90,
  },
  {
    name: 'Winter Solstice Earrings',
    description: 'A retired design: sterling snowflakes with tiny white topaz.',
    price: 82,
    size: null,
    stock: 0,
    metal: ['Sterling Silver'],
    gemstone: ['White Topaz'],
    archived: true,
    art: 'earrings',
    hue: 200,
  },
  {
    name: 'First Edition Clay Tumbler',
    description: 'Our first tumbler glaze, no longer made.',
    price: 30,
    size: '8 oz',
    stock: 3,
    archived: true,
    art: 'mug',
    hue: 60,
  },
];

export const NORTH_PRODUCTS: SeedProduct[] = [
  {
    name: 'Qiviut Lace Scarf',
    description: 'Hand-knit from musk ox down, warmer than wool and lighter than air.',
    price: 220,
    size: 'One size',
    stock: 6,
    featured: true,
    art: 'scarf',
    hue: 30,
  },
  {
    name: 'Birch Bark Ring',
    description: 'A sterling band textured from birch bark.',
    price: 80,
    size: 8,
    stock: 4,
    metal: ['Sterling Silver'],
    featured: true,
    art: 'ring',
    hue: 45,
  },
  {
    name: 'Caribou Antler Pendant',
    description: 'Shed antler carved into a small crescent on a leather cord.',
    price: 65,
    size: '22 in',
    stock: null,
    art: 'necklace',
    hue: 20,
  },
  {
    name: 'Yukon Clay Mug',
    description: 'A tall mug in an iron-red glaze.',
    price: 36,
    size: '14 oz',
    stock: 9,
    art: 'mug',
    hue: 10,
  },
];

/** The demo stores' categories, in shop order; a store gets those its catalog has pieces for. */
export const SEED_CATEGORIES = [
  { name: 'Rings', slug: 'rings', arts: ['ring'] },
  { name: 'Necklaces', slug: 'necklaces', arts: ['necklace'] },
  { name: 'Bracelets', slug: 'bracelets', arts: ['bracelet', 'cuff'] },
  { name: 'Earrings', slug: 'earrings', arts: ['earrings'] },
  { name: 'Ceramics', slug: 'ceramics', arts: ['mug', 'bowl', 'vase', 'plate'] },
] as const satisfies readonly { name: string; slug: string; arts: readonly ArtKind[] }[];

/** The slug of the seeded category a piece belongs in, if any (a brooch or a scarf has none). */
export function seedCategoryOf(art: ArtKind): string | null {
  return (
    SEED_CATEGORIES.find((category) => (category.arts as readonly ArtKind[]).includes(art))?.slug ?? null
  );
}
