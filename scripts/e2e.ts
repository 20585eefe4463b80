import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';

/**
 * `npm run test:e2e [-- playwright args]`: checks that the system Chromium is there, then runs
 * Playwright with the given arguments (for example `-- --project=phone e2e/landing.spec.ts`).
 */
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!fs.existsSync(chromiumPath)) {
  console.error(
    [
      `Chromium was not found at ${chromiumPath}.`,
      'The browser journeys use the system Chromium. Install it with:',
      '  sudo apt-get install -y --no-install-recommends chromium',
      'or point CHROMIUM_PATH at an existing Chromium or Chrome binary.',
    ].join('\n'),
  );
  process.exit(1);
}

const playwrightCli = createRequire(import.meta.url).resolve('@playwright/test/cli');
const child = spawn(process.execPath, [playwrightCli, 'test', ...process.argv.slice(2)], { stdio: 'inherit' });

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
