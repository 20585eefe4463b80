/**
 * What people type is cleaned once, here, for every route: control characters never belong in
 * it. NUL is refused by PostgreSQL's text type (a 500 there, a stored oddity in SQLite) and the
 * others hide or reorder text on screen. Multi-line fields keep newline, carriage return and tab.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_IN_LINE = /[\u0000-\u001F\u007F]/;
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Fields typed into a text area: a bio, a message, a venue description, a reported stack, a
 * song's notes, a CSV file (its lines are checked one by one once read). */
export const MULTI_LINE_FIELDS: ReadonlySet<string> = new Set([
  'bio',
  'notes',
  'csv',
  'message',
  'description',
  'stack',
  'componentStack',
]);

const MAX_NESTING = 16;
export const nestedTooDeepMessage = 'The request data is nested too deeply';

export const controlCharacterMessage = (field: string) => `${field} must not contain control characters`;

export interface ControlCharacterIssue {
  path: string;
  message: string;
}

/**
 * The first string in a parsed body, query or parameter object that holds a control character
 * not allowed in its field, as the dotted path of that field; undefined when the input is clean.
 * Object keys count too, so `{"a\u0000": 1}` does not slip through.
 */
export function findControlCharacter(value: unknown, path: string[] = []): ControlCharacterIssue | undefined {
  // No form nests this deep; refusing here also keeps validators from recursing without end.
  if (path.length > MAX_NESTING) return { path: path.slice(0, 3).join('.'), message: nestedTooDeepMessage };
  if (typeof value === 'string') {
    const field = [...path].reverse().find((segment) => !/^\d+$/.test(segment)) ?? '';
    const pattern = MULTI_LINE_FIELDS.has(field) ? CONTROL_IN_TEXT : CONTROL_IN_LINE;
    if (!pattern.test(value)) return undefined;
    const name = path.join('.') || 'value';
    return { path: name, message: controlCharacterMessage(name) };
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const issue = findControlCharacter(item, [...path, String(index)]);
      if (issue) return issue;
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (CONTROL_IN_LINE.test(key)) return { path: 'key', message: controlCharacterMessage('A field name') };
      const issue = findControlCharacter(item, [...path, key]);
      if (issue) return issue;
    }
  }
  return undefined;
}
