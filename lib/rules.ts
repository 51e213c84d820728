/**
 * The specification's validation rules, each with its message, written once. Forms (through
 * zod schemas in lib/schemas) and the api use these same functions.
 */
import {
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_STRONG_LENGTH,
} from './constants/validation';

export const PASSWORD_SPECIALS = '!@#$%^&*(),.?":{}|<>';
const SPECIAL = /[!@#$%^&*(),.?":{}|<>]/;

export const PASSWORD_MESSAGES = {
  length: 'Password must be at least 8 characters long',
  letter: 'Password must contain at least one letter',
  number: 'Password must contain at least one number',
  special: 'Password must contain at least one special character',
  combined: 'Password must be at least 8 characters, include a letter, a number, and a special character.',
} as const;

/** Every password rule the value breaks, in the spec's order; empty when the password is fine. */
export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push(PASSWORD_MESSAGES.length);
  if (!/[a-zA-Z]/.test(password)) problems.push(PASSWORD_MESSAGES.letter);
  if (!/[0-9]/.test(password)) problems.push(PASSWORD_MESSAGES.number);
  if (!SPECIAL.test(password)) problems.push(PASSWORD_MESSAGES.special);
  return problems;
}

export type PasswordStrength = 'weak' | 'medium' | 'strong';

/** Score: letter, number, special, and 12 or more characters; 3+ strong, 2 medium, else weak. */
export function passwordStrength(password: string): PasswordStrength {
  const score = [
    /[a-zA-Z]/.test(password),
    /[0-9]/.test(password),
    SPECIAL.test(password),
    password.length >= PASSWORD_STRONG_LENGTH,
  ].filter(Boolean).length;
  return score >= 3 ? 'strong' : score === 2 ? 'medium' : 'weak';
}

export const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;
/**
 * A person's or a city's name: letters of any script with their combining marks, spaces,
 * apostrophes (' and ’), hyphens and periods, 2 to 50 characters, at least one of them a letter.
 * Compare NFC text (nameRule normalises first), so an accent counts as part of its letter.
 */
export const NAME_PATTERN = new RegExp(
  `^(?=.*\\p{L})[\\p{L}\\p{M} '’.\\-]{${NAME_MIN_LENGTH},${NAME_MAX_LENGTH}}$`,
  'u',
);
export const URL_PATTERN = /^https?:\/\/\S+$/i;

/** The 50 US state codes. */
export const US_STATES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
] as const;

/** What each customer-detail field is called on screen; its messages use the same words. */
export const FIELD_LABELS = {
  name: 'Full name',
  email: 'Email',
  phone: 'Phone',
  address: 'Address',
  addressLine2: 'Address line 2 (optional)',
  city: 'City',
  state: 'State',
  zipCode: 'ZIP code',
} as const;

/** '{Label} is required': an empty required field. */
export const requiredField = (label: string) => `${label} is required`;

/**
 * 'Invalid {field}': the message of a failed named format check, with the field's label in
 * sentence case ('Invalid full name') unless it starts with an acronym ('Invalid ZIP code').
 */
export function invalidField(label: string): string {
  const [first = ''] = label.split(' ');
  const acronym = first.length > 1 && first === first.toUpperCase();
  return `Invalid ${acronym ? label : label.charAt(0).toLowerCase() + label.slice(1)}`;
}
