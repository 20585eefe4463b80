import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestDatabase, type TestDatabase } from './test-database';

/**
 * src/server/db/types.ts is written by hand, for what a generator cannot know (the unions of a
 * status column, 0/1 flags, instants, comments on why a column exists); this test keeps it the
 * migrated schema's exact copy, on each database: every table and column, which may be null, and
 * which the database fills in itself (`Generated`). A migration without its types fails here.
 */
interface DeclaredColumn {
  nullable: boolean;
  generated: boolean;
}

function declaredSchema(): Map<string, Map<string, DeclaredColumn>> {
  const file = path.resolve(import.meta.dirname, '../src/server/db/types.ts');
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const interfaces = new Map<string, ts.InterfaceDeclaration>();
  const aliases = new Map<string, ts.TypeNode>();
  source.forEachChild((node) => {
    if (ts.isInterfaceDeclaration(node)) interfaces.set(node.name.text, node);
    if (ts.isTypeAliasDeclaration(node)) aliases.set(node.name.text, node.type);
  });
  const includesNull = (type: ts.TypeNode): boolean => {
    if (ts.isUnionTypeNode(type)) return type.types.some(includesNull);
    if (ts.isLiteralTypeNode(type)) return type.literal.kind === ts.SyntaxKind.NullKeyword;
    if (ts.isTypeReferenceNode(type) && ts.isIdentifier(type.typeName)) {
      const alias = aliases.get(type.typeName.text);
      return alias ? includesNull(alias) : false;
    }
    return false;
  };
  const columnsOf = (name: string) => {
    const declaration = interfaces.get(name);
    if (!declaration) throw new Error(`types.ts names ${name} in Database but does not declare it`);
    const columns = new Map<string, DeclaredColumn>();
    for (const member of declaration.members) {
      if (!ts.isPropertySignature(member) || !member.type) continue;
      const generic =
        ts.isTypeReferenceNode(member.type) &&
        ts.isIdentifier(member.type.typeName) &&
        member.type.typeName.text === 'Generated';
      const inner = generic ? (member.type as ts.TypeReferenceNode).typeArguments![0]! : member.type;
      columns.set(member.name.getText(source), { nullable: includesNull(inner), generated: generic });
    }
    return columns;
  };
  const database = interfaces.get('Database')!;
  return new Map(
    database.members.filter(ts.isPropertySignature).map((member) => {
      const tableInterface = (member.type as ts.TypeReferenceNode).typeName.getText(source);
      return [member.name.getText(source), columnsOf(tableInterface)] as const;
    }),
  );
}

/**
 * Columns the schema lets be null where no row ever is: added to a table that had rows (SQLite
 * cannot add a NOT NULL column without a default), backfilled in the same migration, and named by
 * every insert since. The members of the money (migration 042) are also refused null by triggers
 * on SQLite, and NOT NULL on PostgreSQL.
 */
const nullOnlyInSchema = new Set([
  'email_outbox.kind',
  'email_outbox.next_attempt_at',
  'ledger_entries.member_user_id',
  'withdrawals.member_user_id',
]);

/** SQLite lets a primary key column be null unless it is an INTEGER PRIMARY KEY; none ever is. */
async function sqlitePrimaryKeys(table: string): Promise<Set<string>> {
  if (database.handle.dialect !== 'sqlite') return new Set();
  const rows = await sql<{ name: string }>`select name from pragma_table_info(${table}) where pk > 0`.execute(
    database.handle.db,
  );
  return new Set(rows.rows.map((row) => row.name));
}

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

describe('db/types.ts', () => {
  it('declares exactly the migrated tables and columns, their nulls and what the database fills in', async () => {
    const declared = declaredSchema();
    const tables = (await database.handle.db.introspection.getTables()).filter(
      (table) => !table.isView && !table.name.startsWith('kysely_') && !table.name.startsWith('sqlite_'),
    );
    const problems: string[] = [];
    for (const table of tables) {
      const columns = declared.get(table.name);
      if (!columns) {
        problems.push(`table ${table.name} is not in Database`);
        continue;
      }
      const primaryKeys = await sqlitePrimaryKeys(table.name);
      for (const column of table.columns) {
        const mine = columns.get(column.name);
        const where = `${table.name}.${column.name}`;
        if (!mine) {
          problems.push(`${where} is not declared`);
          continue;
        }
        const isNullable = column.isNullable && !primaryKeys.has(column.name) && !nullOnlyInSchema.has(where);
        if (mine.nullable !== isNullable) {
          problems.push(`${where} is ${isNullable ? '' : 'not '}nullable in the schema`);
        }
        // A NOT NULL column the database fills in must be Generated, or every insert must name it;
        // a Generated one must really be filled in (a default, or null), or an insert without it
        // fails. SQLite reads every INTEGER PRIMARY KEY as filled in, whether or not inserts name
        // it (user_id in totp_factors): PostgreSQL's run checks the keys.
        if (primaryKeys.has(column.name)) continue;
        const filledIn = column.hasDefaultValue || column.isAutoIncrementing;
        if (filledIn && !isNullable && !mine.generated) problems.push(`${where} has a default: Generated<…>`);
        if (mine.generated && !filledIn && !isNullable) problems.push(`${where} is Generated<…> but has no default`);
      }
      for (const name of columns.keys()) {
        if (!table.columns.some((column) => column.name === name))
          problems.push(`${table.name}.${name} is not in the schema`);
      }
    }
    for (const name of declared.keys()) {
      if (!tables.some((table) => table.name === name)) problems.push(`table ${name} is declared but not migrated`);
    }
    expect(problems).toEqual([]);
  });
});
