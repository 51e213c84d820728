import { eq } from 'drizzle-orm';
import { profiles } from '@/server/src/db/schema';
import { bearerFor, buildPeerApp, buildTestApp, demo, type TestApp } from './support/build-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const payload = {
  name: 'Mary Smith',
  email: 'shopper@demo.test',
  phone: '9075550142',
  address: '12 Harbor Way',
  city: 'Sitka',
  state: 'AK',
  zipCode: '99835',
};

async function saveProfile() {
  const shopper = await bearerFor(t.app, 'shopper@demo.test');
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/user-profile',
    headers: { ...demo, ...shopper },
    payload,
  });
  expect(saved.statusCode).toBe(200);
}

it('reads encrypted fields back after a restart without FIELD_ENCRYPTION_KEY set', async () => {
  await saveProfile();
  // Same environment, same data dir: the key kept there on the first start is used again.
  const restarted = await buildPeerApp(t);
  try {
    const shopper = await bearerFor(restarted.app, 'shopper@demo.test');
    const read = await restarted.app.inject({
      url: '/api/user-profile/shopper@demo.test',
      headers: { ...demo, ...shopper },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ phone: '(907) 555-0142', address: '12 Harbor Way' });
  } finally {
    await restarted.close();
  }
});

it('answers 200 with the field empty, and logs it, when a stored value no longer decrypts', async () => {
  await saveProfile();
  const otherKey = await buildPeerApp(t, { FIELD_ENCRYPTION_KEY: 'ab'.repeat(32) });
  const logged = jest.spyOn(otherKey.app.log, 'error');
  try {
    const login = await otherKey.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: demo,
      payload: { email: 'shopper@demo.test', password: 'Sitka-demo-2026!' },
    });
    expect(login.statusCode).toBe(200);
    const shopper = { authorization: `Bearer ${login.json().token}` };
    const read = await otherKey.app.inject({
      url: '/api/user-profile/shopper@demo.test',
      headers: { ...demo, ...shopper },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      name: 'Mary Smith',
      city: 'Sitka',
      phone: '',
      address: '',
      isNewProfile: false,
    });
    expect(logged).toHaveBeenCalledWith(expect.anything(), expect.stringContaining('could not be decrypted'));

    const owner = await bearerFor(otherKey.app, 'owner@demo.test');
    const customers = await otherKey.app.inject({ url: '/api/customers', headers: { ...demo, ...owner } });
    expect(customers.statusCode).toBe(200);
    expect(customers.json()).toContainEqual(
      expect.objectContaining({ email: 'shopper@demo.test', name: 'Mary Smith', phone: '' }),
    );
  } finally {
    await otherKey.close();
  }
});

it('shows a damaged value empty and keeps the readable one', async () => {
  await saveProfile();
  await t.database.db
    .update(profiles)
    .set({ phone: 'ENC:not-a-ciphertext' })
    .where(eq(profiles.name, 'Mary Smith'));
  const shopper = await bearerFor(t.app, 'shopper@demo.test');
  const read = await t.app.inject({
    url: '/api/user-profile/shopper@demo.test',
    headers: { ...demo, ...shopper },
  });
  expect(read.statusCode).toBe(200);
  expect(read.json()).toMatchObject({ phone: '', address: '12 Harbor Way' });
});
