/**
 * Sign-in's code step: the challenge the password step gave and a current app code, or an unused
 * recovery code, answer the usual Login result with a new session. Each try counts against the
 * address, each wrong one against the person (two-factor-codes.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { LoginResult } from '@/lib/schemas/auth';
import type { TwoFactorSignInBody } from '@/lib/schemas/two-factor';
import { ApiError } from '@server/errors';
import type { Tenant } from '@server/types';
import { signInResult } from './accounts';
import type { SignInClient } from './sessions';
import { challengedUser } from './two-factor-challenge';
import { admitSecondFactor, recordWrongSecondFactor, spendAppCode, spendRecovery } from './two-factor-codes';

/** The code step: a session and its token for a right, unused code; wrong codes are counted. */
export async function signInWithSecondFactor(
  app: FastifyInstance,
  tenant: Tenant,
  body: TwoFactorSignInBody,
  client: SignInClient & { ip: string },
): Promise<LoginResult> {
  const user = await challengedUser(app, tenant, body.challenge);
  await admitSecondFactor(app, user, client.ip);
  if (!body.code && !body.recoveryCode)
    throw new ApiError({ status: 400, code: 'TWO_FACTOR_CODE_REQUIRED', field: 'code' });
  const right = body.code
    ? await spendAppCode(app, user, body.code)
    : await spendRecovery(app, user, body.recoveryCode!);
  if (!right) {
    await recordWrongSecondFactor(app, user);
    throw body.code
      ? new ApiError({ status: 400, code: 'TWO_FACTOR_CODE_INVALID', field: 'code' })
      : new ApiError({ status: 400, code: 'RECOVERY_CODE_INVALID', field: 'recoveryCode' });
  }
  return signInResult(app, tenant, user, client, true);
}
