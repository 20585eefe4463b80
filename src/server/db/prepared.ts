import type { Compilable, CompiledQuery } from 'kysely';
import type { Db } from './connection';

/**
 * A hot query built and compiled by Kysely once per database, then run with new parameters: the
 * intake runs the same few statements thousands of times a minute, and building and compiling
 * them was a fifth of its CPU. `build` receives stand-ins for the parameters (unique marker
 * strings) and must pass each straight to Kysely as a value, never compute with it; the compiled
 * query's parameters are then matched back to names by their markers. SQLite's statement cache
 * (connection.ts) keys on the SQL text, so the statement itself is also prepared once.
 */
export function preparedQuery<P extends Record<string, unknown>, Row>(
  names: readonly (keyof P & string)[],
  build: (db: Db, params: P) => Compilable<Row>,
): (db: Db, params: P) => Promise<Row[]> {
  // Keyed by the dialect's adapter: one per database handle, shared by its transactions.
  const compiled = new WeakMap<object, { query: CompiledQuery<Row>; slots: ((keyof P & string) | undefined)[] }>();
  const compile = (db: Db, adapter: object) => {
    const markers = Object.fromEntries(names.map((name) => [name, `\u0000param:${name}`])) as unknown as P;
    const query = build(db, markers).compile();
    const slots = query.parameters.map((value) =>
      typeof value === 'string' && value.startsWith('\u0000param:')
        ? (value.slice('\u0000param:'.length) as keyof P & string)
        : undefined,
    );
    for (const name of names) {
      if (!slots.includes(name))
        throw new Error(`prepared query: parameter "${name}" was not passed to Kysely as a value`);
    }
    const entry = { query, slots };
    compiled.set(adapter, entry);
    return entry;
  };
  return async (db, params) => {
    const adapter = db.getExecutor().adapter;
    const { query, slots } = compiled.get(adapter) ?? compile(db, adapter);
    const parameters = query.parameters.map((value, i) => {
      const slot = slots[i];
      return slot === undefined ? value : params[slot];
    });
    const result = await db.executeQuery<Row>({ ...query, parameters });
    return result.rows;
  };
}
