/**
 * Checking a second factor: a code of the person's authenticator app (each time step once) or one
 * of their recovery codes (each once). Wrong answers count against the person's two-factor limit,
 * which answers 429 once spent, whether at sign-in or before turning the app off.
 */
import { createHash, randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { RECOVERY_CODE_COUNT } from '@/lib/constants/two-factor';
import { recoveryCodeSchema } from '@/lib/schemas/two-factor';
import {
  findTwoFactor,
  replaceRecoveryCodes,
  spendRecoveryCode,
  spendStep,
  type TwoFactorRow,
} from '@server/repositories/two-factor';
import type { Tx } from '@server/repositories/stores';
import { totpStep } from './totp';

type Person = { id: string; tenantId: string };

const limitKey = (person: Person) => `${person.tenantId}:${person.id}`;

/** Throws 429 when the address or the person has spent the code step's allowance. */
export async function admitSecondFactor(app: FastifyInstance, person: Person, ip: string): Promise<void> {
  await app.rateLimit('two-factor:ip', ip);
  const limited = await app.rateLimits.exhausted('two-factor:account', limitKey(person));
  if (limited) throw app.rateLimits.tooMany(limited.msBeforeNext);
}

/** Counts a wrong code against the person. */
export async function recordWrongSecondFactor(app: FastifyInstance, person: Person): Promise<void> {
  await app.rateLimits.record('two-factor:account', limitKey(person));
}

/** The app's secret in plain text (it is kept encrypted). */
export function plainSecret(app: FastifyInstance, row: TwoFactorRow): string {
  return app.fieldCrypto.decrypt(row.secret);
}

/**
 * Whether `code` is the person's current app code, not used before; a right code spends its step
 * (and with `enable`, turns the app on). The row may be a set-up not yet confirmed only with `enable`.
 */
export async function spendAppCode(
  app: FastifyInstance,
  person: Person,
  code: string,
  enable = false,
): Promise<boolean> {
  const row = await findTwoFactor(app.db, person.tenantId, person.id);
  if (!row || (!row.enabledAt && !enable)) return false;
  const step = totpStep(plainSecret(app, row), code);
  if (step === null) return false;
  return spendStep(app.db, person.tenantId, person.id, step, enable);
}

const hashRecoveryCode = (normalized: string) => createHash('sha256').update(normalized).digest('hex');

/** Whether `code` is one of the person's unused recovery codes; a right one is spent. */
export async function spendRecovery(app: FastifyInstance, person: Person, code: string): Promise<boolean> {
  const normalized = recoveryCodeSchema.safeParse(code);
  if (!normalized.success) return false;
  return spendRecoveryCode(app.db, person.tenantId, person.id, hashRecoveryCode(normalized.data));
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** One code: ten characters of an alphabet without look-alikes (about 49 bits), shown as two fives. */
function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** Ten new recovery codes for the person, replacing any before; the codes are shown once, kept as hashes. */
export async function issueRecoveryCodes(db: FastifyInstance['db'] | Tx, person: Person): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await replaceRecoveryCodes(
    db,
    person.tenantId,
    person.id,
    codes.map((code) => hashRecoveryCode(recoveryCodeSchema.parse(code))),
  );
  return codes;
}
