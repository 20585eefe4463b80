import { z } from 'zod';
import type { $ZodErrorMap } from 'zod/v4/core';

type Issue = Parameters<$ZodErrorMap>[0];

const kinds: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  date: 'a date',
};

const formats: Record<string, string> = {
  email: 'Must be a valid e-mail address',
  url: 'Must be a valid web address',
  datetime: 'Must be a date and time (ISO 8601, e.g. 2026-11-28T20:00:00Z)',
  date: 'Must be a date (YYYY-MM-DD)',
  time: 'Must be a time (HH:MM)',
  uuid: 'Must be a valid identifier',
};

const sizeUnits: Record<string, [string, string]> = {
  string: ['character', 'characters'],
  array: ['item', 'items'],
  set: ['item', 'items'],
  file: ['byte', 'bytes'],
};

function size(origin: string, limit: number | bigint): string {
  const unit = sizeUnits[origin];
  if (!unit) return String(limit);
  return `${limit} ${Number(limit) === 1 ? unit[0] : unit[1]}`;
}

/**
 * The words of a refusal whose schema named none. Every message the spec fixes is written on its
 * schema; the rest would otherwise reach a person in zod's developer wording ("Invalid input:
 * expected object, received null"). Says what to send, never echoes the input.
 */
export function plainZodMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) {
        return issue.path?.length ? 'This field is required' : 'Send the details as a JSON object';
      }
      return `Must be ${kinds[issue.expected] ?? 'a valid value'}`;
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return 'Must not be empty';
      return `Must be at least ${size(issue.origin, issue.minimum)}`;
    case 'too_big':
      return `Must be at most ${size(issue.origin, issue.maximum)}`;
    case 'invalid_format':
      return formats[issue.format] ?? 'Is not in the expected format';
    case 'not_multiple_of':
      return `Must be a multiple of ${issue.divisor}`;
    case 'invalid_value':
      return `Must be one of: ${issue.values.map(String).join(', ')}`;
    case 'unrecognized_keys':
      return `Unknown ${issue.keys.length === 1 ? 'field' : 'fields'}: ${issue.keys.join(', ')}`;
    default:
      return 'Is not a valid value';
  }
}

/** Installed once, by the app: schemas' own messages still win (zod asks this only without one). */
export function usePlainZodMessages(): void {
  z.config({ customError: plainZodMessage });
}
