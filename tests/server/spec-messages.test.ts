/**
 * The api's refusals in the spec's own words (storefront spec §5, §8): what the sign-in,
 * registration and My Orders screens show comes from these answers.
 */
import { bearerFor, buildTestApp, demo, type TestApp } from './support/build-app';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: demo, payload });

describe('sign-in and registration', () => {
  it.each(['/api/auth/login', '/api/auth/register'])(
    '%s answers "Email and password are required" when either is missing or empty',
    async (url) => {
      const payloads = [
        { password: 'Tundra-walk-42!' },
        { email: '   ', password: 'Tundra-walk-42!' },
        { email: 'ann@example.test' },
        { email: 'ann@example.test', password: '' },
      ];
      for (const payload of payloads) {
        const response = await post(url, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          error: 'Email and password are required',
          code: 'VALIDATION_ERROR',
          field: 'email' in payload && payload.email?.trim() ? 'password' : 'email',
        });
      }
    },
  );

  it('answers a malformed email with the spec’s sentence, its final period included', async () => {
    for (const url of ['/api/auth/login', '/api/auth/register', '/api/newsletter/subscribe']) {
      const response = await post(url, { email: 'ann-at-example.test', password: 'Tundra-walk-42!' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'Please enter a valid email address.',
        field: 'email',
      });
    }
  });

  it('names the field of each broken rule, so the form can write `param: msg`', async () => {
    const response = await post('/api/auth/register', { email: 'weak@example.test', password: 'abcdefgh' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { param: 'password', msg: 'Password must contain at least one number' },
      { param: 'password', msg: 'Password must contain at least one special character' },
    ]);
  });
});

describe('My Orders', () => {
  it('answers "Email is required to fetch order history" for a blank email', async () => {
    const shopper = await bearerFor(t.app, 'shopper@demo.test');
    const response = await t.app.inject({
      url: '/api/orders/history/%20',
      headers: { ...demo, ...shopper },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'Email is required to fetch order history',
      code: 'VALIDATION_ERROR',
      field: 'email',
    });
  });
});
