import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildTestApp, type TestApp } from './support/build-app';

/** A local stand-in for reCAPTCHA's siteverify endpoint: form-encoded in, JSON out. */
function startSiteverify() {
  const received: URLSearchParams[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      received.push(form);
      const success = form.get('secret') === 'captcha-secret' && form.get('response') === 'human-token';
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ success }));
    });
  });
  return new Promise<{ url: string; received: URLSearchParams[]; close: () => Promise<void> }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`,
        received,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    ),
  );
}

let t: TestApp;
let siteverify: Awaited<ReturnType<typeof startSiteverify>>;
beforeAll(async () => {
  siteverify = await startSiteverify();
  t = await buildTestApp({ RECAPTCHA_SECRET: 'captcha-secret', RECAPTCHA_VERIFY_URL: siteverify.url });
});
afterAll(async () => {
  await t.close();
  await siteverify.close();
});

const login = (recaptchaToken?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'x-tenant-id': 'demo' },
    payload: { email: 'owner@demo.test', password: 'Sitka-demo-2026!', recaptchaToken },
  });

it('refuses a sign-in whose security check fails or is missing, before the password is checked', async () => {
  for (const token of [undefined, 'robot-token']) {
    const response = await login(token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'CAPTCHA_FAILED',
      error: 'Security check failed. Please try again.',
    });
  }
});

it('signs in when the provider confirms the token, sending it our secret', async () => {
  const response = await login('human-token');
  expect(response.statusCode).toBe(200);
  const last = siteverify.received.at(-1)!;
  expect(last.get('secret')).toBe('captcha-secret');
  expect(last.get('response')).toBe('human-token');
});
