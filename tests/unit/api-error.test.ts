import { ERROR_CODES } from '@server/error-codes';
import { ApiError } from '@server/errors';

describe('ApiError', () => {
  it('says the message of a code whose message never changes when none is given', () => {
    const error = new ApiError({ status: 404, code: 'CATEGORY_NOT_FOUND' });
    expect(error).toMatchObject({
      statusCode: 404,
      code: 'CATEGORY_NOT_FOUND',
      message: 'Category not found',
    });
    expect(error.field).toBeUndefined();
  });

  it('keeps the message, field and details the throw site gives', () => {
    const error = new ApiError({
      status: 409,
      code: 'AMOUNT_MISMATCH',
      message: 'Prices have changed: your total is now $12.00.',
      field: 'amount',
      details: { expectedAmount: 1200 },
    });
    expect(error).toMatchObject({
      statusCode: 409,
      code: 'AMOUNT_MISMATCH',
      message: 'Prices have changed: your total is now $12.00.',
      field: 'amount',
      details: { expectedAmount: 1200 },
    });
  });

  it('names its codes in capitals (the test cards’ codes are Stripe’s own)', () => {
    const codes = Object.keys(ERROR_CODES);
    const stripe = ['card_declined', 'incorrect_number', 'insufficient_funds'];
    expect(codes.filter((code) => !/^[A-Z][A-Z0-9_]+$/.test(code)).sort()).toEqual(stripe);
  });
});
