import { z } from 'zod';

// Field rules more than one tab's bodies use.

export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

export const httpUrl = (message: string) =>
  z
    .string()
    .trim()
    .max(500, message)
    .nullish()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value), message);

/** A row id: a positive 32-bit integer, as both databases store it. */
const rowId = () => z.coerce.number().int().positive().max(2_147_483_647);
export const idParam = z.strictObject({ id: rowId() });
export const subscriptionIdParam = z.strictObject({ subscriptionId: rowId() });
