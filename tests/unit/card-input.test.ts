import { cardProblems, formatCardNumber, formatCvc, formatExpiry } from '@/lib/checkout/card-input';

describe('the test card form', () => {
  it('spaces card numbers in fours, up to 19 digits', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0000 0000x0002')).toBe('4000 0000 0000 0002');
    expect(formatCardNumber('1'.repeat(25)).replace(/\s/g, '')).toHaveLength(19);
  });

  it('writes the expiry as MM/YY and the CVC as digits', () => {
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('12/305')).toBe('12/30');
    expect(formatCvc('12a34')).toBe('1234');
  });

  it('checks the card lightly', () => {
    const now = new Date(2026, 4, 15);
    expect(cardProblems({ number: '4242 4242 4242 4242', expiry: '05/26', cvc: '123' }, now)).toEqual({});
    expect(cardProblems({ number: '4242', expiry: '04/26', cvc: '1' }, now)).toEqual({
      number: 'Your card number is incomplete.',
      expiry: "Your card's expiration date is in the past.",
      cvc: "Your card's security code is incomplete.",
    });
    expect(cardProblems({ number: '4242 4242 4242 4242', expiry: '13/30', cvc: '123' }, now).expiry).toBe(
      "Your card's expiration date is invalid.",
    );
  });
});
