/**
 * The budget of a test that does a venue's worth of work on purpose (hundreds of concurrent
 * clients, two whole demo seeds, a Node process started through tsx): a few seconds on an idle
 * two-core machine, past the default 20 s at load 20-27 (seen in CI). Only these get it, so any
 * other test that slows down still fails at 20 s.
 */
export const heavyTest = { timeout: 90_000 };
