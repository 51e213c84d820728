import { isPostalCodeOf } from '@/lib/postal-codes';
import { checkoutFormSchemaFor } from '@/lib/checkout/checkout-form';
import { internationalInfoSchema } from '@/lib/schemas/checkout';

const ABROAD = {
  name: 'Ada Lovelace',
  email: 'ada@example.test',
  phone: '(907) 555-0142',
  address: '10 Downing St',
  addressLine2: '',
  city: 'London',
  state: '',
  zipCode: 'SW1A 2AA',
  country: 'GB',
};

const zipErrors = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  (result.error?.issues ?? [])
    .filter((issue) => issue.path.join('.') === 'zipCode')
    .map((issue) => issue.message);

describe('postal codes abroad', () => {
  it.each([
    ['SW1A 2AA', 'GB'],
    ['sw1a 2aa', 'gb'],
    ['K1A 0B1', 'CA'],
    ['10115', 'DE'],
    ['75008', 'FR'],
    ['100-0001', 'JP'],
    ['2000', 'AU'],
  ])('takes %s as a postal code of %s', (code, country) => {
    expect(isPostalCodeOf(code, country)).toBe(true);
  });

  it.each([
    ['1011', 'DE'],
    ['ABCDE', 'FR'],
    ['12345', 'GB'],
    ['K1A', 'CA'],
    ['1000001', 'JP'],
  ])('refuses %s for %s by the country’s own rule', (code, country) => {
    expect(isPostalCodeOf(code, country)).toBe(false);
  });

  it('keeps a loose check for a country without a known rule', () => {
    // Hong Kong has no postal codes in the library's data: any plausible code passes, junk does not.
    expect(isPostalCodeOf('999077', 'HK')).toBe(true);
    expect(isPostalCodeOf('#1', 'HK')).toBe(false);
    expect(isPostalCodeOf('12345', 'Narnia')).toBe(true);
  });

  it('checks the api’s details and the browser’s form alike, naming the postal code', () => {
    const wrong = { ...ABROAD, country: 'DE', zipCode: '1011' };
    expect(internationalInfoSchema.safeParse(ABROAD).success).toBe(true);
    expect(zipErrors(internationalInfoSchema.safeParse(wrong))).toEqual(['Enter a valid postal code']);
    const form = checkoutFormSchemaFor('international');
    expect(form.safeParse({ ...ABROAD, acknowledged: true }).success).toBe(true);
    expect(zipErrors(form.safeParse({ ...wrong, acknowledged: true }))).toEqual([
      'Enter a valid postal code',
    ]);
  });

  it('leaves US addresses to the spec’s ZIP rules and message', () => {
    const us = { ...ABROAD, country: undefined, state: 'AK', zipCode: 'SW1A 2AA', acknowledged: true };
    expect(zipErrors(checkoutFormSchemaFor('national').safeParse(us))).toEqual(['Invalid ZIP code']);
  });
});
