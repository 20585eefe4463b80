import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { usePlainZodMessages } from './zod-messages';

usePlainZodMessages();
const firstMessage = (schema: z.ZodType, input: unknown) => schema.safeParse(input).error?.issues[0]?.message;

describe('plain zod messages', () => {
  it('words each kind of refusal for a person', () => {
    const body = z.object({ name: z.string().min(1).max(3), count: z.number().int(), mail: z.email() }).strict();
    expect(firstMessage(body, null)).toBe('Send the details as a JSON object');
    expect(firstMessage(body, { count: 1, mail: 'a@b.test' })).toBe('This field is required');
    expect(firstMessage(body.shape.name, '')).toBe('Must not be empty');
    expect(firstMessage(body.shape.name, 'four')).toBe('Must be at most 3 characters');
    expect(firstMessage(body.shape.count, 'many 🎸')).toBe('Must be a number');
    expect(firstMessage(body.shape.mail, 'not-an-address')).toBe('Must be a valid e-mail address');
    expect(firstMessage(z.enum(['tip', 'arrival']), 'loudest')).toBe('Must be one of: tip, arrival');
    expect(firstMessage(body, { name: 'ab', count: 1, mail: 'a@b.test', extra: 1 })).toBe('Unknown field: extra');
  });

  it("leaves a schema's own message alone", () => {
    expect(firstMessage(z.string().min(1, 'Song title is required'), '')).toBe('Song title is required');
  });
});
