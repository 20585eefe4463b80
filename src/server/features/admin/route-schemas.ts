import { z } from 'zod';
import { success } from '../../http/openapi';

/** The answer of an admin action that only reports what it did. */
export const done = { 200: success.extend({ message: z.string() }) };
