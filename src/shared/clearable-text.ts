import { z } from 'zod';

/**
 * An optional text field of an update: absent leaves the stored value as it is (empty on create),
 * null or only spaces clears it.
 */
export const clearableText = (max: number, tooLong: string) =>
  z
    .string({ error: 'Must be text' })
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null));
