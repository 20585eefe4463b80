import { createRequire } from 'node:module';
import type SQLite from 'better-sqlite3';

/**
 * Which better-sqlite3 this Node runs (docs/decisions/012-node-24.md). Version 12 is built on
 * `node::ObjectWrap`, whose destructor aborts Node 24 at exit (`Assertion failed: (env) !=
 * nullptr` in RemoveEnvironmentCleanupHook) when a compiled statement is collected after teardown.
 * Version 13 moved to Node-API and ships prebuilt binaries, but it needs Node 22+ and crashes on
 * Node 20. Both are installed (13 under the alias `better-sqlite3-napi`) with the same API, and
 * the running Node picks the one that works on it.
 */
const require = createRequire(import.meta.url);
const nodeMajor = Number(process.versions.node.split('.')[0]);

export const sqliteDriverPackage = nodeMajor >= 22 ? 'better-sqlite3-napi' : 'better-sqlite3';

export const SqliteDatabase = require(sqliteDriverPackage) as typeof SQLite;
