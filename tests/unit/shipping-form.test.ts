import type { WeightRates } from '@/lib/schemas/shipping';
import {
  EMPTY_BAND,
  SHIPPING_FORM_MESSAGES,
  weightRatesFormSchema,
  weightRatesFromForm,
  weightRatesInputOf,
  type WeightRatesInput,
} from '@/lib/schemas/shipping-form';

const TABLES: WeightRates = {
  kind: 'weight',
  packagingGrams: 120,
  defaultItemGrams: 300,
  zones: [
    {
      name: 'Neighbours',
      countries: ['CA', 'US'],
      bands: [
        { upToGrams: 500, rateCents: 907 },
        { upToGrams: null, rateCents: 2450 },
      ],
    },
  ],
  restOfWorld: [{ upToGrams: 2000, rateCents: 3500 }],
};

/** Where the form's check puts each message. */
const issuesOf = (input: WeightRatesInput) =>
  (weightRatesFormSchema.safeParse(input).error?.issues ?? []).map((issue) => [
    issue.path.join('.'),
    issue.message,
  ]);

describe('the shipping form’s rate tables', () => {
  it('types the store’s tables as grams and dollars, the last band ticked "and heavier"', () => {
    expect(weightRatesInputOf(TABLES)).toEqual({
      kind: 'weight',
      packagingGrams: '120',
      defaultItemGrams: '300',
      zones: [
        {
          name: 'Neighbours',
          countries: 'CA, US',
          bands: [
            { upToGrams: '500', rate: '9.07', heavier: false },
            { upToGrams: '', rate: '24.50', heavier: true },
          ],
        },
      ],
      restOfWorld: [{ upToGrams: '2000', rate: '35.00', heavier: false }],
    });
  });

  it('turns what is typed back into the same tables, in cents and grams', () => {
    const typed = weightRatesFormSchema.parse(weightRatesInputOf(TABLES));
    expect(weightRatesFromForm(typed)).toEqual(TABLES);
    const edited = weightRatesFormSchema.parse({
      ...weightRatesInputOf(TABLES),
      zones: [
        {
          name: ' Neighbours ',
          countries: 'ca; gb ca',
          bands: [{ upToGrams: ' 750 ', rate: '14.5', heavier: false }],
        },
      ],
    });
    expect(weightRatesFromForm(edited).zones).toEqual([
      { name: 'Neighbours', countries: ['CA', 'GB'], bands: [{ upToGrams: 750, rateCents: 1450 }] },
    ]);
  });

  it('starts a store without tables on flat rates, with nothing in them', () => {
    expect(weightRatesInputOf(undefined)).toEqual({
      kind: 'flat',
      packagingGrams: '0',
      defaultItemGrams: '0',
      zones: [],
      restOfWorld: [],
    });
  });

  it('names what is not typed as grams, dollars or country codes, beside its field', () => {
    const input = weightRatesInputOf(TABLES);
    expect(
      issuesOf({
        ...input,
        packagingGrams: '1.5',
        zones: [{ ...input.zones[0], countries: 'CA, QQ', bands: [{ ...EMPTY_BAND, rate: 'nine' }] }],
      }),
    ).toEqual([
      ['packagingGrams', SHIPPING_FORM_MESSAGES.grams],
      ['zones.0.countries', SHIPPING_FORM_MESSAGES.country('QQ')],
      ['zones.0.bands.0.upToGrams', SHIPPING_FORM_MESSAGES.grams],
      ['zones.0.bands.0.rate', SHIPPING_FORM_MESSAGES.amount],
    ]);
  });

  it('shows the api’s own rules on the field each is about', () => {
    const input = weightRatesInputOf(TABLES);
    expect(
      issuesOf({
        ...input,
        zones: [
          input.zones[0],
          {
            name: 'North',
            countries: 'us',
            bands: [
              { upToGrams: '400', rate: '100000.01', heavier: false },
              { upToGrams: '400', rate: '1', heavier: false },
            ],
          },
        ],
      }),
    ).toEqual([
      ['zones.1.bands.0.rate', 'Rate is too large'],
      ['zones.1.bands.1.upToGrams', 'Each weight band must be heavier than the one before'],
      ['zones.1.countries', 'US is in two zones: Neighbours and North'],
    ]);
    expect(issuesOf({ ...input, zones: [], restOfWorld: [] })).toEqual([
      ['zones.root', 'Rates by weight need at least one zone or a rate for the rest of the world'],
    ]);
  });

  it('checks nothing on flat rates, and keeps tables that hold together', () => {
    const input = weightRatesInputOf(TABLES);
    const halfTyped = {
      ...input,
      kind: 'flat' as const,
      zones: [{ name: '', countries: '', bands: [EMPTY_BAND] }],
    };
    expect(issuesOf(halfTyped)).toEqual([]);
    expect(weightRatesFromForm(weightRatesFormSchema.parse(halfTyped))).toEqual({
      kind: 'flat',
      packagingGrams: 0,
      defaultItemGrams: 0,
      zones: [],
      restOfWorld: [],
    });
    expect(weightRatesFromForm(weightRatesFormSchema.parse({ ...input, kind: 'flat' }))).toEqual({
      ...TABLES,
      kind: 'flat',
    });
  });
});
