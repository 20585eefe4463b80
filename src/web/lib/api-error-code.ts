import type { ErrorCode } from '../../shared/error-codes';
import { ApiError } from './api-client';

/**
 * The stable code of a refusal (`step_up_required`, `second_factor_required`…), if the failure is
 * the server's answer; undefined for a network failure or anything else.
 */
export function apiErrorCode(error: unknown): ErrorCode | undefined {
  return error instanceof ApiError ? error.code : undefined;
}
