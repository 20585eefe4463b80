import { z } from 'zod';

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
    .transform((value) => value.slice(0, 2000)),
  stack: clipped(20_000),
  componentStack: clipped(20_000),
  timestamp: clipped(40),
  url: clipped(2000),
  userAgent: clipped(500),
});
export type ClientErrorBody = z.infer<typeof clientErrorBody>;
