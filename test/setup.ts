import { afterEach, vi } from 'vitest';

// An unplanned console.error is a bug: fail the test that caused it (as the Epic Stack does).
// Test files share a worker without isolation (vitest.config.ts), so this setup runs once per
// file in the same module world: console.error is wrapped only once, and each file's afterEach
// reads and empties the same list.
const errorsKey = Symbol.for('stagecall.test.consoleErrors');
type WithErrors = typeof globalThis & { [errorsKey]?: unknown[][] };
const world = globalThis as WithErrors;
if (!world[errorsKey]) {
  const seenErrors: unknown[][] = [];
  world[errorsKey] = seenErrors;
  const originalError = console.error;
  console.error = (...args: unknown[]) => {
    seenErrors.push(args);
    originalError(...args);
  };
}
const errors = world[errorsKey];

afterEach(() => {
  const seen = errors.splice(0);
  vi.restoreAllMocks();
  if (seen.length > 0) throw new Error(`console.error was called during the test: ${String(seen[0]?.[0])}`);
});
