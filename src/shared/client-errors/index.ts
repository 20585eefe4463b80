import { z } from 'zod';

/** A report is small: longer fields are clipped to fit, a bigger body is refused with a 413. */
export const CLIENT_ERROR_BODY_LIMIT = 16 * 1024;

/** Spec 1 §7 POST /api/errors/client: what the unhandled-error screen reports. Sizes are capped. */
const clipped = (max: number) =>
  z
    .string()
    .nullish()
    .transform((value) => (value ? value.slice(0, max) : null));

export const clientErrorBody = z.strictObject({
  message: z
    .string()
    .trim()
    .min(1, 'An error message is required')
    .transform((value) => value.slice(0, 1000)),
  stack: clipped(6000),
  componentStack: clipped(4000),
  timestamp: clipped(40),
  url: clipped(1000),
  userAgent: clipped(300),
});
export type ClientErrorBody = z.infer<typeof clientErrorBody>;
