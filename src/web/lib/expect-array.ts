/**
 * Lists from endpoints are JSON arrays. A different shape (an old server, a proxy page) becomes a
 * query error the screen can show, instead of a crash in `.map` during render.
 */
export function expectArray<T>(value: unknown, what: string): T[] {
  if (!Array.isArray(value)) throw new Error(`Expected a list of ${what} from the server`);
  return value as T[];
}
