/**
 * Phone numbers (lib/phone): kept in E.164, read as the address's (else the store's) country when
 * typed without +, shown in national form at home and international form for other countries.
 */
import { displayPhone, formatPhoneAsTyped, PHONE_INVALID_MESSAGE, toE164 } from '@/lib/phone';
import { customerInfoSchema, internationalInfoSchema, pickupInfoSchema } from '@/lib/schemas/checkout';
import { profileRequestSchema } from '@/lib/schemas/profile-abroad';

const contact = { name: 'Ann Smith', email: 'ann@example.com', address: '10 Downing Street', city: 'London' };
const phoneErrorOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.find((issue) => issue.path[0] === 'phone')?.message;

describe('toE164', () => {
  it('keeps a number with its country code as that country’s', () => {
    expect(toE164('+44 20 7946 0958')).toBe('+442079460958');
    expect(toE164('+44 (0)20 7946 0958')).toBe('+442079460958');
    expect(toE164('+1 (907) 555-0142')).toBe('+19075550142');
  });

  it('reads a number without + as the store’s country, or the address’s when given', () => {
    expect(toE164('(907) 555-0142')).toBe('+19075550142');
    expect(toE164('907.555.0142')).toBe('+19075550142');
    expect(toE164('1-907-555-0142')).toBe('+19075550142');
    expect(toE164('020 7946 0958', 'GB')).toBe('+442079460958');
    expect(toE164('020 7946 0958', 'gb')).toBe('+442079460958');
    expect(toE164('(907) 555-0142', 'not a country')).toBe('+19075550142');
  });

  it('refuses what is not a number of its country', () => {
    expect(toE164('555')).toBeNull();
    expect(toE164('555-0142')).toBeNull();
    expect(toE164('020 7946 0958')).toBeNull();
    expect(toE164('+44 20 7946')).toBeNull();
    expect(toE164('call me')).toBeNull();
    expect(toE164('')).toBeNull();
  });
});

describe('displayPhone', () => {
  it('shows the store’s country’s numbers in national form, others in international form', () => {
    expect(displayPhone('+19075550142')).toBe('(907) 555-0142');
    expect(displayPhone('+442079460958')).toBe('+44 20 7946 0958');
    expect(displayPhone('+33123456789')).toBe('+33 1 23 45 67 89');
  });

  it('shows numbers saved before as digits as the store’s, and anything unreadable as saved', () => {
    expect(displayPhone('9075550142')).toBe('(907) 555-0142');
    expect(displayPhone('19075550142')).toBe('(907) 555-0142');
    expect(displayPhone('(907) 555-0142')).toBe('(907) 555-0142');
    expect(displayPhone('ext. 12')).toBe('ext. 12');
    expect(displayPhone('')).toBe('');
    expect(displayPhone(null)).toBe('');
  });
});

describe('formatPhoneAsTyped', () => {
  it('groups a number of the store’s country as it is typed', () => {
    expect(formatPhoneAsTyped('907')).toBe('(907)');
    expect(formatPhoneAsTyped('9075')).toBe('(907) 5');
    expect(formatPhoneAsTyped('9075550')).toBe('(907) 555-0');
    expect(formatPhoneAsTyped('9075550142')).toBe('(907) 555-0142');
  });

  it('never rewrites a number abroad into the store’s form', () => {
    expect(formatPhoneAsTyped('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(formatPhoneAsTyped('+442079460958')).toBe('+44 20 7946 0958');
    expect(formatPhoneAsTyped('02079460958', 'GB')).toBe('020 7946 0958');
    expect(formatPhoneAsTyped('+')).toBe('+');
    expect(formatPhoneAsTyped('')).toBe('');
  });

  it('leaves a deletion as the shopper made it', () => {
    expect(formatPhoneAsTyped('(907', undefined, 'deleteContentBackward')).toBe('(907');
    expect(formatPhoneAsTyped('(907) 555-', undefined, 'deleteContentBackward')).toBe('(907) 555-');
  });
});

describe('the schemas keep phones in E.164', () => {
  it('at checkout, for a US address, pickup and an address abroad', () => {
    const us = { ...contact, city: 'Sitka', state: 'AK', zipCode: '99835' };
    expect(customerInfoSchema.parse({ ...us, phone: '+44 20 7946 0958' }).phone).toBe('+442079460958');
    expect(customerInfoSchema.parse({ ...us, phone: '(907) 555-0142' }).phone).toBe('+19075550142');
    expect(pickupInfoSchema.parse({ ...contact, phone: '+44 20 7946 0958' }).phone).toBe('+442079460958');
    const london = { ...contact, country: 'GB', zipCode: 'SW1A 2AA' };
    expect(internationalInfoSchema.parse({ ...london, phone: '020 7946 0958' }).phone).toBe('+442079460958');
    expect(internationalInfoSchema.parse({ ...london, phone: '+1 907 555 0142' }).phone).toBe('+19075550142');
  });

  it('names the phone with a clear message when it is not a number', () => {
    const us = { ...contact, city: 'Sitka', state: 'AK', zipCode: '99835' };
    expect(phoneErrorOf(customerInfoSchema.safeParse({ ...us, phone: '555-0142' }))).toBe(
      PHONE_INVALID_MESSAGE,
    );
    const london = { ...contact, country: 'GB', zipCode: 'SW1A 2AA' };
    expect(phoneErrorOf(internationalInfoSchema.safeParse({ ...london, phone: '020 7946' }))).toBe(
      PHONE_INVALID_MESSAGE,
    );
    expect(phoneErrorOf(internationalInfoSchema.safeParse({ ...london, phone: '+44 20' }))).toBe(
      PHONE_INVALID_MESSAGE,
    );
    expect(PHONE_INVALID_MESSAGE).toMatch(/valid phone number.*\+ and its country code/);
  });

  it('in a profile abroad, reading a number without + as the profile’s country', () => {
    const profile = { ...contact, country: 'GB', state: '', zipCode: 'SW1A 2AA' };
    const parsed = profileRequestSchema.parse({ ...profile, phone: '020 7946 0958' });
    expect(parsed).toMatchObject({ phone: '+442079460958', country: 'GB', zipCode: 'SW1A 2AA' });
  });
});
