/**
 * Where services read the time. Production uses the system clock; tests pass a clock they can
 * move (`createTestClock`), so a trial can expire or a rate window can pass without rewriting
 * rows or sleeping.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** ISO-8601 UTC instant of the clock's now: the form every instant takes in the database. */
export const isoNow = (clock: Clock): string => clock.now().toISOString();

export interface TestClock extends Clock {
  /** Moves the clock forward (or back, with a negative amount). */
  advance(ms: number): void;
  set(at: Date | string): void;
}

/** A clock that starts at the real time (or `start`) and moves only when told to. */
export function createTestClock(start: Date | string = new Date()): TestClock {
  let at = new Date(start).getTime();
  return {
    now: () => new Date(at),
    advance(ms) {
      at += ms;
    },
    set(to) {
      at = new Date(to).getTime();
    },
  };
}

/**
 * A clock that runs with the system clock, shifted by however far it has been moved: what a
 * journey's server uses (TEST_CLOCK_CONTROL=1), so time still passes between its steps.
 */
export function createShiftedClock(): TestClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance(ms) {
      offset += ms;
    },
    set(to) {
      offset = new Date(to).getTime() - Date.now();
    },
  };
}
