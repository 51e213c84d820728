/**
 * The validation rules of the storefront specification (§5), as the forms and the api both apply
 * them (lib/rules, lib/schemas). Basket quantities are covered in cart-rules.test.ts.
 */
import { checkoutFormSchema } from '@/lib/checkout/checkout-form';
import {
  FIELD_LABELS,
  invalidField,
  NAME_PATTERN,
  passwordProblems,
  passwordStrength,
  PASSWORD_MESSAGES,
  requiredField,
  URL_PATTERN,
  US_STATES,
  ZIP_PATTERN,
} from '@/lib/rules';
import { loginBodySchema, registerBodySchema } from '@/lib/schemas/auth';
import { backorderBodySchema, customerInfoSchema } from '@/lib/schemas/checkout';
import { emailSchema } from '@/lib/schemas/common';
import { productIdParamsSchema } from '@/lib/schemas/product';
import { profileBodySchema } from '@/lib/schemas/profile';
import { PHONE_INVALID_MESSAGE } from '@/lib/phone';

const validProfile = {
  name: 'Ann Smith',
  email: 'ann@example.com',
  phone: '9075550142',
  address: '1 Spruce Way',
  city: 'Anchorage',
  state: 'AK',
  zipCode: '99501',
};

/** The messages a profile with these changes is refused with, by field. */
function profileErrors(change: Record<string, unknown>): Record<string, string> {
  const result = profileBodySchema.safeParse({ ...validProfile, ...change });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('names and cities', () => {
  it.each([
    'José Núñez',
    "Mary-Jane O'Neil Jr.",
    '李小龙',
    'St. Louis',
    'Zoë D’Arcy',
    'Coeur d’Alene',
    'Ål',
    'Þórunn Ýr',
  ])('takes %s as a name and as a city', (value) => {
    expect(profileErrors({ name: value, city: value })).toEqual({});
  });

  it('takes a letter written with a combining accent, and stores it composed', () => {
    const result = profileBodySchema.parse({
      ...validProfile,
      name: 'Jose\u0301 Nu\u0301n\u0303ez',
      city: 'Sa\u0303o Paulo',
    });
    expect(result.name).toBe('José Núñez');
    expect(result.name).toHaveLength(10);
    expect(result.city).toBe('São Paulo');
  });

  it('keeps 2 to 50 characters, counting a Chinese character or an accented letter as one', () => {
    expect(NAME_PATTERN.test('李龙')).toBe(true);
    expect(NAME_PATTERN.test('李')).toBe(false);
    expect(NAME_PATTERN.test('é'.repeat(50))).toBe(true);
    expect(NAME_PATTERN.test('é'.repeat(51))).toBe(false);
    expect(profileErrors({ name: 'A' })).toEqual({ name: 'Invalid full name' });
    expect(profileErrors({ name: 'a'.repeat(51) })).toEqual({ name: 'Invalid full name' });
  });

  it.each(['R2-D2', 'Ann <b>', 'Ann_Smith', 'Ann@Smith', '--', ". '", 'Ann\nSmith', '😀😀'])(
    'refuses %j',
    (value) => {
      expect(profileErrors({ name: value, city: value })).toEqual({
        name: 'Invalid full name',
        city: 'Invalid city',
      });
    },
  );

  it('trims the spaces around a name', () => {
    expect(profileBodySchema.parse({ ...validProfile, name: '  Ann Smith ' }).name).toBe('Ann Smith');
  });
});

describe('required fields and format messages', () => {
  it('says "{Label} is required" for every empty required field of the customer info form', () => {
    expect(profileErrors({ name: '', phone: '', address: ' ', city: '', state: '', zipCode: '' })).toEqual({
      name: 'Full name is required',
      phone: 'Phone is required',
      address: 'Address is required',
      city: 'City is required',
      state: 'State is required',
      zipCode: 'ZIP code is required',
    });
    expect(profileErrors({ email: '' })).toEqual({ email: 'Email is required' });
  });

  it('says the same when the field is missing from the call altogether', () => {
    const result = profileBodySchema.safeParse({ email: 'ann@example.com' });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.message)).toEqual([
      'Full name is required',
      'Phone is required',
      'Address is required',
      'City is required',
      'State is required',
      'ZIP code is required',
    ]);
  });

  it('names a failed format check with the field’s label, not its key', () => {
    expect(profileErrors({ zipCode: '9950' })).toEqual({ zipCode: 'Invalid ZIP code' });
    expect(profileErrors({ phone: '555' })).toEqual({ phone: PHONE_INVALID_MESSAGE });
    expect(profileErrors({ city: 'x' })).toEqual({ city: 'Invalid city' });
    expect(invalidField(FIELD_LABELS.zipCode)).toBe('Invalid ZIP code');
    expect(invalidField(FIELD_LABELS.name)).toBe('Invalid full name');
    expect(requiredField(FIELD_LABELS.zipCode)).toBe('ZIP code is required');
  });
});

describe('email', () => {
  it('trims and lower-cases the address', () => {
    expect(emailSchema.parse('  Ann.Smith@Example.COM ')).toBe('ann.smith@example.com');
  });

  it.each(['ann', 'ann@', '@example.com', 'ann@example', 'ann smith@example.com'])(
    'refuses %j with the spec’s message',
    (value) => {
      expect(emailSchema.safeParse(value).error?.issues[0].message).toBe(
        'Please enter a valid email address.',
      );
    },
  );

  it('asks for it when empty', () => {
    expect(emailSchema.safeParse('  ').error?.issues[0].message).toBe('Email is required');
  });
});

describe('login and register', () => {
  it('need an email and a password', () => {
    for (const schema of [loginBodySchema, registerBodySchema]) {
      expect(schema.safeParse({ email: 'ann@example.com', password: '' }).error?.issues[0].message).toBe(
        'Email and password are required',
      );
      expect(schema.safeParse({ email: 'ann@example.com' }).error?.issues[0].message).toBe(
        'Email and password are required',
      );
      expect(schema.safeParse({ email: '', password: 'x' }).error?.issues[0].message).toBe(
        'Email and password are required',
      );
      expect(schema.safeParse({ password: 'x' }).error?.issues[0].message).toBe(
        'Email and password are required',
      );
    }
  });

  it('lower-case the email', () => {
    expect(loginBodySchema.parse({ email: ' Ann@Example.com', password: 'x' }).email).toBe('ann@example.com');
    expect(registerBodySchema.parse({ email: ' Ann@Example.com', password: 'x' }).email).toBe(
      'ann@example.com',
    );
  });

  it('refuses an overlong password in a sentence', () => {
    expect(
      registerBodySchema.safeParse({ email: 'ann@example.com', password: 'a'.repeat(201) }).error?.issues[0]
        .message,
    ).toBe('Password must be at most 200 characters long');
  });
});

describe('password', () => {
  it('lists every rule a password breaks, in the spec’s words and order', () => {
    expect(passwordProblems('')).toEqual([
      PASSWORD_MESSAGES.length,
      PASSWORD_MESSAGES.letter,
      PASSWORD_MESSAGES.number,
      PASSWORD_MESSAGES.special,
    ]);
    expect(passwordProblems('abc')).toEqual([
      'Password must be at least 8 characters long',
      'Password must contain at least one number',
      'Password must contain at least one special character',
    ]);
    expect(passwordProblems('12345678!')).toEqual(['Password must contain at least one letter']);
    expect(passwordProblems('abcdefg1')).toEqual(['Password must contain at least one special character']);
    expect(passwordProblems('abcdef1!')).toEqual([]);
  });

  it.each([...'!@#$%^&*(),.?":{}|<>'])('counts %s as a special character', (special) => {
    expect(passwordProblems(`abcdef1${special}`)).toEqual([]);
  });

  it('does not count other symbols as special', () => {
    expect(passwordProblems('abcdef1-')).toEqual(['Password must contain at least one special character']);
  });

  it('has the post-purchase combined message', () => {
    expect(PASSWORD_MESSAGES.combined).toBe(
      'Password must be at least 8 characters, include a letter, a number, and a special character.',
    );
  });

  it('scores strength: 3 or more of letter, number, special, 12+ characters is strong; 2 medium; else weak', () => {
    expect(passwordStrength('abc')).toBe('weak');
    expect(passwordStrength('abc1')).toBe('medium');
    expect(passwordStrength('abcdefghijkl')).toBe('medium');
    expect(passwordStrength('abc1!')).toBe('strong');
    expect(passwordStrength('abcdefghijk1')).toBe('strong');
    expect(passwordStrength('!!!!')).toBe('weak');
  });
});

describe('phone', () => {
  it('reaches the api in E.164, and refuses more than 18 characters', () => {
    expect(profileBodySchema.parse({ ...validProfile, phone: '+1 (907) 555-0142' }).phone).toBe(
      '+19075550142',
    );
    expect(profileErrors({ phone: '+1 (907) 555-0142   x' })).toEqual({ phone: PHONE_INVALID_MESSAGE });
  });
});

describe('zip, URL and state', () => {
  it.each([
    ['99501', true],
    ['99501-1234', true],
    ['9950', false],
    ['995011234', false],
    ['99501-12', false],
    ['ABCDE', false],
  ])('zip %s is valid: %s', (zip, valid) => {
    expect(ZIP_PATTERN.test(zip)).toBe(valid);
    expect(profileBodySchema.safeParse({ ...validProfile, zipCode: zip }).success).toBe(valid);
  });

  it('takes http and https URLs only', () => {
    expect(URL_PATTERN.test('https://sitka.example/shop')).toBe(true);
    expect(URL_PATTERN.test('http://sitka.example')).toBe(true);
    expect(URL_PATTERN.test('ftp://sitka.example')).toBe(false);
    expect(URL_PATTERN.test('javascript:alert(1)')).toBe(false);
  });

  it('takes one of the 50 US state codes, else "Select a valid state"', () => {
    expect(US_STATES).toHaveLength(50);
    expect(new Set(US_STATES).size).toBe(50);
    expect(profileErrors({ state: 'AK' })).toEqual({});
    expect(profileErrors({ state: 'DC' })).toEqual({ state: 'Select a valid state' });
    expect(profileErrors({ state: 'ak' })).toEqual({ state: 'Select a valid state' });
  });
});

describe('checkout', () => {
  const form = { ...validProfile, addressLine2: '', acknowledged: true };

  it('needs the handcrafted-goods acknowledgment', () => {
    const result = checkoutFormSchema.safeParse({ ...form, acknowledged: false });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Please acknowledge the handcrafted jewelry disclaimer before proceeding.',
    ]);
  });

  it('asks for a missing address with the whole-address message, and leaves line 2 optional', () => {
    expect(customerInfoSchema.safeParse({ ...validProfile, address: '' }).error?.issues[0].message).toBe(
      'Please fill in all required address fields.',
    );
    expect(checkoutFormSchema.safeParse({ ...form, addressLine2: undefined }).success).toBe(true);
    expect(checkoutFormSchema.parse({ ...form, addressLine2: 'Apt 2' }).addressLine2).toBe('Apt 2');
  });

  it('takes the same names and cities as the profile', () => {
    expect(checkoutFormSchema.safeParse({ ...form, name: '李小龙', city: 'St. Louis' }).success).toBe(true);
  });
});

describe('backorders and product ids', () => {
  it('needs a whole quantity of at least 1', () => {
    const productId = '00000000-0000-4000-8000-000000000001';
    expect(backorderBodySchema.safeParse({ productId, quantity: 1 }).success).toBe(true);
    expect(backorderBodySchema.safeParse({ productId, quantity: 0 }).error?.issues[0].message).toBe(
      'quantity must be at least 1',
    );
    expect(backorderBodySchema.safeParse({ productId, quantity: 1.5 }).success).toBe(false);
    expect(backorderBodySchema.safeParse({ productId }).success).toBe(false);
  });

  it('refuses a product id that cannot name a product', () => {
    expect(productIdParamsSchema.safeParse({ id: '' }).success).toBe(false);
    expect(productIdParamsSchema.safeParse({ id: '00000000-0000-4000-8000-000000000001' }).success).toBe(
      true,
    );
  });
});
