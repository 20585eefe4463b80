// The end of .ci/run: each step's wall time, the journeys that needed a retry, and one closing
// line from the runners' JSON reports, "Tests: N passed, N failed, N skipped".
//
// A journey that fails and then passes on its retry is counted as failed: a flaky journey hides a
// race in the app or the test, and a main branch that is green only by luck fails the next
// contributor for a reason that is not theirs. The retry stays so the report can tell a flaky
// journey from a broken one.
import fs from 'node:fs';

const exitStatus = Number(process.argv[2] ?? 0);
const read = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined);

const steps = fs.existsSync('reports/ci-steps.tsv')
  ? fs
      .readFileSync('reports/ci-steps.tsv', 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split('\t'))
  : [];
if (steps.length > 0) {
  const total = steps.reduce((sum, [, seconds]) => sum + Number(seconds), 0);
  const clock = (seconds) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  const width = Math.max(...steps.map(([name]) => name.length));
  console.log('\n== step times (wall clock, m:ss)');
  for (const [name, seconds] of steps) console.log(`${name.padEnd(width)}  ${clock(Number(seconds)).padStart(6)}`);
  console.log(`${'total'.padEnd(width)}  ${clock(total).padStart(6)}`);
}

let passed = 0;
let failed = 0;
let skipped = 0;

for (const file of ['reports/vitest.json', 'reports/vitest-node24.json']) {
  const vitest = read(file);
  if (!vitest) continue;
  passed += vitest.numPassedTests ?? 0;
  failed += vitest.numFailedTests ?? 0;
  skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
}

/** Every test of a Playwright JSON report, with its spec's file, line and title. */
function* journeys(suite) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) yield { spec, test };
  }
  for (const child of suite.suites ?? []) yield* journeys(child);
}

const playwright = read('reports/playwright.json');
if (playwright?.stats) {
  passed += playwright.stats.expected ?? 0;
  failed += (playwright.stats.unexpected ?? 0) + (playwright.stats.flaky ?? 0);
  skipped += playwright.stats.skipped ?? 0;
  const retried = [...(playwright.suites ?? []).flatMap((suite) => [...journeys(suite)])].filter(
    ({ test }) => (test.results ?? []).length > 1,
  );
  if (retried.length > 0) {
    console.log('\n== journeys that needed a retry (each one counts as failed)');
    for (const { spec, test } of retried) {
      const outcomes = test.results.map((result) => result.status).join(' → ');
      console.log(`[${test.projectName}] ${spec.file}:${spec.line} › ${spec.title}: ${outcomes}`);
    }
  }
}

console.log(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(exitStatus !== 0 || failed > 0 || passed === 0 ? 1 : 0);
