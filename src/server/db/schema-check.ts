import type { InsertType, SelectType } from 'kysely';
import type { SchemaColumns } from './schema.generated';
import type { Database } from './types';

/**
 * types.ts is written by hand for what a schema cannot say (the unions of a status column, the
 * Flag and Instant names, comments on why a column exists); schema.generated.ts is what the
 * migrations really built (`npm run db:types`). This file makes the compiler hold the first to
 * the second: a table or a column on one side only, another type, another nullability, or an
 * insert that may leave out a column the database does not fill in (or must name one it does)
 * fails `npm run typecheck`, and the error names the table and the column.
 */
type ColumnShape = { type: unknown; nullable: boolean; filled: boolean };

type Optional<Hand> = undefined extends InsertType<Hand> ? true : false;
type Nullable<Hand> = null extends SelectType<Hand> ? true : false;

type ColumnProblem<Hand, Shape extends ColumnShape> = [Exclude<SelectType<Hand>, null>] extends [Shape['type']]
  ? Nullable<Hand> extends Shape['nullable']
    ? Optional<Hand> extends true
      ? Shape['filled'] extends true
        ? never
        : Shape['nullable'] extends true
          ? never
          : 'Generated<…> in types.ts, but the database does not fill it in'
      : Shape['filled'] extends true
        ? Shape['nullable'] extends true
          ? never
          : 'the database fills it in: Generated<…> in types.ts'
        : never
    : Shape['nullable'] extends true
      ? 'nullable in the database, not in types.ts'
      : 'not null in the database, nullable in types.ts'
  : 'another type in types.ts than in the database';

type TableProblems<Hand, Columns> = {
  [C in keyof Hand | keyof Columns]: C extends keyof Columns
    ? C extends keyof Hand
      ? Columns[C] extends ColumnShape
        ? ColumnProblem<Hand[C], Columns[C]>
        : never
      : 'in the database, not in types.ts'
    : 'in types.ts, not in the database';
};

type WithoutNever<T> = { [K in keyof T as T[K] extends never ? never : K]: T[K] };
/** Spelled out, so an error shows the columns rather than the name of this type. */
type Expand<T> = T extends infer O ? { [K in keyof O]: O[K] } : never;

type Problems = {
  [T in keyof Database | keyof SchemaColumns]: T extends keyof SchemaColumns
    ? T extends keyof Database
      ? Expand<WithoutNever<TableProblems<Database[T], SchemaColumns[T]>>>
      : 'a table in the database, not in types.ts'
    : 'a table in types.ts, not in the database';
};

/** Empty when types.ts and the schema agree; otherwise the compiler prints what differs, by table and column. */
export type SchemaDrift = {
  [T in keyof Problems as Problems[T] extends Record<string, never> ? never : T]: Problems[T];
};
// `never` per column: the compiler's error prints the table, the column and what differs.
export const schemaDrift: Record<string, Record<string, never>> = {} as SchemaDrift;
