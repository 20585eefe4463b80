import { ApiError } from './api-client';

/**
 * The stable code of a refusal (`step_up_required`, `second_factor_required`…), if it has one. Its
 * own module, so the fan pages that load the API client do not carry it.
 */
export function apiErrorCode(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const code = (error.details as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}
