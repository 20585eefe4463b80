/**
 * The budget of a test that does a venue's worth of work on purpose (hundreds of concurrent
 * clients, two whole demo seeds, a Node process started through tsx): a few seconds on an idle
 * two-core machine, past the default 20 s at load 20-27 (seen in CI). Only these get it, so any
 * other test that slows down still fails at 20 s.
 */
export const heavyTest = { timeout: 90_000 };

/**
 * The same budget for a beforeAll that builds a whole demo seed (seed.test.ts, backup.test.ts):
 * 17 s of the 30 s hook budget at load 16 on two cores, measured 2026-11-28.
 */
export const heavyHookMs = heavyTest.timeout;
