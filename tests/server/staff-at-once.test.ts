/**
 * Ownership handed over while another change to the same person arrives at once: a role change
 * leaves exactly one owner at whatever step it meets the hand-over, and a removal never makes a
 * removed person the owner. These are the team checks whose outcome depends on the database server
 * (PGlite takes one transaction at a time, PostgreSQL many); the others are in staff.test.ts.
 */
import { and, eq } from 'drizzle-orm';
import { users } from '@/server/src/db/schema';
import { bearerFor, buildTestApp, type TestApp } from './support/build-app';
import { startSmtpMailbox } from './support/smtp';
import { staffSteps, type Headers } from './support/staff-fixtures';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpMailbox>>;
let owner: Headers;

beforeAll(async () => {
  smtp = await startSmtpMailbox();
  t = await buildTestApp({ SMTP_URL: smtp.url });
  owner = await bearerFor(t.app, 'owner@demo.test');
}, 120_000);
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const { call, join, ownersOfDemo, asOwner } = staffSteps(
  () => ({ t, smtp, owner }),
  (headers) => (owner = headers),
);

const after = <T>(ms: number, send: () => Promise<T>) =>
  new Promise<T>((resolve, reject) => setTimeout(() => send().then(resolve, reject), ms));

it('a role change sent with a hand-over to the same person leaves exactly one owner', async () => {
  await asOwner();
  const people = ['race-a@example.test', 'race-b@example.test', 'race-c@example.test'];
  for (const email of people) await join(email, 'manager');
  // The role change leaves a little later each round, so it meets the hand-over at each of its steps.
  for (let round = 0; round < 12; round++) {
    const [current] = await ownersOfDemo();
    const headers = await asOwner();
    const email = people.filter((other) => other !== current.email)[round % 2];
    const [target] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, 'demo'), eq(users.email, email)));
    const [transfer, patch] = await Promise.all([
      call('POST', `/api/admin/staff/${target.id}/ownership`, headers),
      after(round * 3, () => call('PATCH', `/api/admin/staff/${target.id}`, headers, { role: 'orders' })),
    ]);
    expect(transfer.statusCode).toBe(200);
    // Done first, refused as the owner's by now (409), or refused its caller, no longer the owner (403).
    expect([200, 403, 409]).toContain(patch.statusCode);
    if (patch.statusCode === 409) expect(patch.json().code).toBe('STAFF_OWNER_FIXED');
    expect(await ownersOfDemo()).toEqual([{ id: target.id, email, role: 'admin' }]);
  }
});

it('a removal sent with a hand-over to the same person never makes a removed person the owner', async () => {
  for (let round = 0; round < 3; round++) {
    const email = `leaving-${round}@example.test`;
    const headers = await asOwner();
    await join(email, 'catalog');
    const [target] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, 'demo'), eq(users.email, email)));
    const [removal, transfer] = await Promise.all([
      call('DELETE', `/api/admin/staff/${target.id}`, headers),
      call('POST', `/api/admin/staff/${target.id}/ownership`, headers),
    ]);
    const owners = await ownersOfDemo();
    expect(owners).toHaveLength(1);
    expect(owners[0].role).toBe('admin');
    if (removal.statusCode === 204) {
      expect(transfer.json().code).toBe('STAFF_NOT_FOUND');
      expect(owners[0].id).not.toBe(target.id);
    } else {
      // Refused as the owner's by now (409), or refused its caller, no longer the owner (403).
      expect(['STAFF_OWNER_FIXED', 'ROLE_NOT_ALLOWED']).toContain(removal.json().code);
      expect(transfer.statusCode).toBe(200);
      expect(owners[0].id).toBe(target.id);
    }
  }
});
