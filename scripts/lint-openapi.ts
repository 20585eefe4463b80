/**
 * `npm run lint:api`: the OpenAPI document exactly as GET /api/openapi.json serves it, checked by
 * `redocly lint` with its recommended rules (redocly.yaml). No port, no files left behind but the
 * document in the system's temp directory.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildOpenApiDocument } from './openapi-document';

const document = await buildOpenApiDocument();
const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'stagecall-openapi-')), 'openapi.json');
fs.writeFileSync(file, document);
const redocly = path.resolve('node_modules/.bin/redocly');
const result = spawnSync(redocly, ['lint', file, '--config', 'redocly.yaml', '--format', 'stylish'], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
