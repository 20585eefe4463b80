import { z } from 'zod';
import { authUser } from '../../../../shared/auth';
import { googleMessages as m } from '../../../../shared/auth/google-messages';

/**
 * POST /api/sessions: what the auth callback page read from its address. A missing body counts as
 * a missing code, so the spec's message is what the page sees.
 */
export const googleSessionBody = z.strictObject(
  {
    code: z.string({ error: m.noCodeProvided }).trim().min(1, m.noCodeProvided).max(4096),
    state: z.string({ error: m.authorizationFailed }).min(1, m.authorizationFailed).max(512, m.authorizationFailed),
  },
  { error: (issue) => (issue.code === 'invalid_type' ? m.noCodeProvided : undefined) },
);
export type GoogleSessionBody = z.infer<typeof googleSessionBody>;

export const redirectUrlResponse = z.object({ redirectUrl: z.string() });
export const googleStatusResponse = z.object({ enabled: z.boolean() });
export const googleSessionResponse = z.object({ user: authUser });
