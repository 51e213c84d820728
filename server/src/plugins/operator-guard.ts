/**
 * The check in front of every operator route: the platform's OPERATOR_TOKEN in its header. Closed
 * (403) when the api has no token, 401 for a missing or wrong one.
 */
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../errors';
import { OPERATOR_TOKEN_HEADER, operatorTokenMatches } from '../services/platform/operator';

/** An onRequest hook admitting only the holder of `operatorToken`. */
export function operatorOnly(operatorToken: string | undefined) {
  return async (request: FastifyRequest) => {
    if (!operatorToken) throw new ApiError({ status: 403, code: 'OPERATOR_DISABLED' });
    const raw = request.headers[OPERATOR_TOKEN_HEADER];
    if (!operatorTokenMatches(Array.isArray(raw) ? raw[0] : raw, operatorToken))
      throw new ApiError({ status: 401, code: 'INVALID_OPERATOR_TOKEN', field: OPERATOR_TOKEN_HEADER });
  };
}
