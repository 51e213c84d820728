/**
 * The api's secrets. Production has them all from the environment (loadConfig refuses to start
 * otherwise). Elsewhere an unset one is generated once and kept in the data dir, never derived
 * from another secret: the field key must outlive any change of the token secret.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import { ensureLocalSecrets, localSecretsPath } from './services/platform/local-secrets';

export type ApiSecrets = { jwtSecret: string; fieldKey: string; operatorToken: string | undefined };

const LOCAL_NAMES = ['JWT_SECRET', 'FIELD_ENCRYPTION_KEY', 'OPERATOR_TOKEN'] as const;

export function resolveApiSecrets(config: Config, log: FastifyBaseLogger): ApiSecrets {
  const fromEnv = {
    JWT_SECRET: config.JWT_SECRET,
    FIELD_ENCRYPTION_KEY: config.FIELD_ENCRYPTION_KEY,
    OPERATOR_TOKEN: config.OPERATOR_TOKEN,
  };
  if (config.NODE_ENV === 'production') {
    // loadConfig guarantees the first two; without OPERATOR_TOKEN the operator routes stay closed.
    return {
      jwtSecret: fromEnv.JWT_SECRET!,
      fieldKey: fromEnv.FIELD_ENCRYPTION_KEY!,
      operatorToken: fromEnv.OPERATOR_TOKEN,
    };
  }
  const unset = LOCAL_NAMES.filter((name) => !fromEnv[name]);
  const local = unset.length
    ? ensureLocalSecrets(config.DATA_DIR, unset)
    : { values: {} as Record<string, string>, created: [] as string[] };
  for (const name of unset) {
    const origin = local.created.includes(name) ? 'generated now and kept' : 'kept';
    log.info(
      `${name} is not set: using the value ${origin} in ${localSecretsPath(config.DATA_DIR)} (production requires it in the environment)`,
    );
  }
  const value = (name: (typeof LOCAL_NAMES)[number]) => fromEnv[name] ?? local.values[name];
  return {
    jwtSecret: value('JWT_SECRET'),
    fieldKey: value('FIELD_ENCRYPTION_KEY'),
    operatorToken: value('OPERATOR_TOKEN'),
  };
}
