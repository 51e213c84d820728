/** The demo store's market: the one the storefront's Events page has always listed (now past). */
export const DEMO_EVENTS = [
  {
    title: 'School Holiday Craft Market',
    startsOn: '2025-10-25',
    endsOn: '2025-10-26',
    location: 'Anchorage, Alaska · at a local school',
    description:
      'A weekend market in an Anchorage school, with local makers, food and music. We will bring new sterling silver pieces and a table of stoneware, including a few one-offs you will not find in the shop.',
    image: null,
  },
];
