import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type TestInfo,
} from '@playwright/test';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { connectDatabase, type Db } from '../src/server/db/connection';
import { startServer, type RunningServer } from './server';
import { createMusician } from '../test/factories';

export interface IsolatedServer {
  baseUrl: string;
  /** The server's own database, for seeding rows with the factories in test/factories.ts. */
  db: Db;
  /** The secret the server generated in its data folder: `createAdmin(db, { serverSecret })` seals with it. */
  serverSecret: string;
}

/**
 * The journeys' shared fixtures: the server started by global-setup.ts as baseURL, and two
 * checks every journey ends with (an axe scan and a screenshot to look at).
 *
 * `isolatedServer` is a second server on its own fresh database, for journeys that need data in
 * lists every visitor sees (live shows, public gigs): seeding the shared server would break the
 * journeys that rely on an empty one while they run in parallel.
 */
/** What the guard of every browser context saw: requests that tried to leave 127.0.0.1, page errors. */
export const guard = { offHostRequests: [] as string[], pageErrors: [] as string[] };
/** Any http(s) URL whose host is not this machine (127.0.0.1, localhost or [::1]). */
export const offHost = /^https?:\/\/(?!(?:127\.0\.0\.1|localhost|\[::1\])(?::\d+)?(?:[/?#]|$))/i;

/**
 * Every context a journey opens (the default one and any from browser.newContext) answers
 * requests to anything but this machine with an abort, and records them and uncaught page
 * errors so the test fails: a journey must never reach the internet (a font, an analytics
 * script, a real Google), and one that "passes" over a crash is no test.
 */
async function guardContext(context: BrowserContext): Promise<void> {
  // A pattern, not a function: Playwright hands the browser a pattern and intercepts only what
  // matches, where a function makes every request of every page (fifty-odd script chunks on a
  // dashboard) wait on a round trip to this process; on a loaded CI machine that made a long
  // journey outlast its timeout.
  await context.route(offHost, async (route) => {
    guard.offHostRequests.push(route.request().url());
    await route.abort('blockedbyclient');
  });
  const watch = (page: Page) => page.on('pageerror', (error) => guard.pageErrors.push(error.message));
  context.pages().forEach(watch);
  context.on('page', watch);
}

/**
 * Each journey's isolated server is a fresh one, but not one it waits for: a worker starts the
 * next while a journey runs (a start took 2.4 s on average beside the browsers, 93 times a run),
 * and a server a journey is done with is stopped without the journey waiting (its SIGTERM
 * answers open connections for a second's grace first, server.ts); the worker waits for those
 * stops, and stops the last spare, when it ends.
 */
interface IsolatedServerPool {
  take(): Promise<RunningServer>;
  retire(server: RunningServer): void;
}

export const test = base.extend<
  { isolatedServer: IsolatedServer; allowPageErrors: boolean; guardJourney: void },
  { guardBrowser: void; isolatedServers: IsolatedServerPool }
>({
  // Patches the worker's browser once, so contexts made by the fixtures and by journeys are guarded.
  guardBrowser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
        const context = await newContext(...args);
        await guardContext(context);
        return context;
      };
      await use();
    },
    { scope: 'worker', auto: true },
  ],
  /** `test.use({ allowPageErrors: true })` in a journey that provokes a crash on purpose. */
  allowPageErrors: [false, { option: true }],
  guardJourney: [
    async ({ allowPageErrors }, use) => {
      guard.offHostRequests.length = 0;
      guard.pageErrors.length = 0;
      await use();
      expect(guard.offHostRequests, 'requests that tried to leave 127.0.0.1').toEqual([]);
      if (!allowPageErrors) expect(guard.pageErrors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
  // Playwright requires the object pattern even when a fixture depends on nothing.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    const baseUrl = process.env.E2E_BASE_URL;
    if (!baseUrl) throw new Error('E2E_BASE_URL is not set: run the journeys with `npm run test:e2e`.');
    await use(baseUrl);
  },
  isolatedServers: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      let spare: Promise<RunningServer> | undefined;
      const stopping: Array<Promise<void>> = [];
      await use({
        take() {
          const taken = spare ?? startServer();
          spare = startServer();
          // A spare that fails to start fails the journey that takes it, not the one running now.
          spare.catch(() => undefined);
          return taken;
        },
        retire(server) {
          stopping.push(server.stop());
        },
      });
      if (spare) stopping.push(spare.then((server) => server.stop()).catch(() => undefined));
      await Promise.all(stopping);
    },
    { scope: 'worker' },
  ],
  isolatedServer: async ({ isolatedServers }, use) => {
    const server = await isolatedServers.take();
    const database = connectDatabase(server.databaseUrl);
    try {
      const serverSecret = fs
        .readFileSync(path.join(path.dirname(server.databaseUrl), 'session-secret'), 'utf8')
        .trim();
      await use({ baseUrl: server.baseUrl, db: database.db, serverSecret });
    } finally {
      await database.close();
      isolatedServers.retire(server);
    }
  },
});

export { expect };

/**
 * The context options of the running project (viewport, phone emulation, theme, locale), for a
 * context made by hand: one that lives across the steps of a serial journey, say, which the
 * per-test `page` fixture cannot.
 */
export function projectContextOptions(testInfo: TestInfo): BrowserContextOptions {
  const use = testInfo.project.use as Record<string, unknown>;
  const pick = (...keys: Array<keyof BrowserContextOptions>) =>
    Object.fromEntries(keys.filter((key) => use[key] !== undefined).map((key) => [key, use[key]]));
  return pick(
    'viewport',
    'deviceScaleFactor',
    'isMobile',
    'hasTouch',
    'colorScheme',
    'userAgent',
    'locale',
    'timezoneId',
    'reducedMotion',
  ) as BrowserContextOptions;
}

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: Array<{ target: unknown[] }>;
}

/**
 * The serious or critical accessibility violations on the page (or the part `within` selects, by
 * the `rules` given or all), each with where it was found.
 * axe is injected once per document and run directly: @axe-core/playwright re-injects its 500 kB
 * source on every scan, which made the scans (about fifty per project) the slowest part of a run.
 */
export async function seriousA11yViolations(
  page: Page,
  { rules, within }: { rules?: string[]; within?: string } = {},
): Promise<string[]> {
  // page.evaluate runs the source outside the page's CSP, which forbids inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = (await page.evaluate(
    async ({ rules, within }) => {
      const axe = (
        window as unknown as {
          axe: { run: (context: Document | string, options: object) => Promise<{ violations: unknown[] }> };
        }
      ).axe;
      const only = rules ? { runOnly: { type: 'rule', values: rules } } : {};
      return (await axe.run(within ?? document, { resultTypes: ['violations'], ...only })).violations;
    },
    { rules, within },
  )) as AxeViolation[];
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  return serious.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes.map((node) => node.target.join(' ')).join('\n  ')}`,
  );
}

/** Fails on serious or critical accessibility violations, listing each with where it was found. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  expect(await seriousA11yViolations(page), 'serious or critical axe violations').toEqual([]);
}

async function expectNoSidewaysScroll(page: Page, name: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `the page "${name}" scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
}

const desktopViewport = { width: 1280, height: 800 };

/**
 * Screenshots are for people to look at: a local run keeps them all, CI (where nobody opens them,
 * and encoding some 300 full-page PNGs on two CPU-rendering workers cost minutes) keeps only the
 * failure screenshots Playwright takes itself, unless E2E_SCREENSHOTS=1 asks for them. The layout
 * checks at both widths run either way.
 */
const keepScreenshots = !process.env.CI || process.env.E2E_SCREENSHOTS === '1';

/**
 * Saves a screenshot as test-results/screenshots/{name}-{project}.png for review, after checking
 * nothing is wider than the screen: sideways scrolling on a phone hides content and shifts every
 * tap. A phone journey also checks the same moment at desktop width (and keeps it in the light
 * theme as {name}-wide.png), so every journey has both without running twice; one tagged @desktop
 * has its desktop run for that. `fullPage: false` suits dialogs, which are fixed to the viewport.
 */
/**
 * Scrolls to the page's foot, as a visitor reading on: the sections a fan page draws only when
 * they are scrolled towards (components/when-visible.tsx) are then drawn.
 */
export async function scrollToEnd(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
}

export async function saveScreenshot(
  page: Page,
  testInfo: TestInfo,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> {
  const dir = path.join(testInfo.project.outputDir, 'screenshots');
  fs.mkdirSync(dir, { recursive: true });
  await expectNoSidewaysScroll(page, name);
  if (keepScreenshots) {
    await page.screenshot({ path: path.join(dir, `${name}-${testInfo.project.name}.png`), fullPage, scale: 'css' });
  }
  // A journey tagged @desktop runs in full in the desktop project too, where each of its screens is
  // checked (and kept) at desktop width already: flipping this page there as well doubled that.
  if (testInfo.project.name !== 'phone' || testInfo.tags.includes('@desktop')) return;

  // The flip cost 0.7 s a screenshot on average (a relayout at each width, with React's media
  // queries drawing the other layout; switching the theme and back was more than half of it), so
  // it does only what is kept: the light theme is for the picture, and a theme changes no width.
  const viewport = page.viewportSize();
  await page.setViewportSize(desktopViewport);
  if (keepScreenshots) await page.emulateMedia({ colorScheme: 'light' });
  try {
    await expectNoSidewaysScroll(page, `${name}, desktop width`);
    if (keepScreenshots) {
      await page.screenshot({ path: path.join(dir, `${name}-wide.png`), fullPage, scale: 'css' });
    }
  } finally {
    if (keepScreenshots) await page.emulateMedia({ colorScheme: testInfo.project.use.colorScheme ?? 'dark' });
    if (viewport) await page.setViewportSize(viewport);
  }
}

/**
 * Every journey already fails on uncaught page errors (guardJourney above); this kept helper
 * checks at a chosen moment, for a journey that wants to say "no error up to here".
 */
export function failOnPageErrors(page: Page): () => void {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return () => expect(errors, 'uncaught errors in the page').toEqual([]);
}

/** A unique e-mail address per test and project, so journeys never collide on one database. */
export function uniqueEmail(testInfo: TestInfo, label: string): string {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  return `e2e-${label}-${testInfo.project.name}-${suffix}@example.com`;
}

/**
 * Proving that nothing arrives needs the page's time, not ours: install the page clock before it
 * loads (`page.clock.install()`; time still flows), then `watchQueueReads` and `page.clock.runFor`
 * many polling intervals at once. Reads of the live queue and EventSources still open are what
 * "auto-refresh off" must not have.
 */
export async function watchQueueReads(
  page: Page,
): Promise<{ reads: () => number; openStreams: () => Promise<number> }> {
  let reads = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/sessions/live/requests') reads += 1;
  });
  return {
    reads: () => reads,
    openStreams: () =>
      page.evaluate(() => (window as unknown as { openEventSources?: () => number }).openEventSources?.() ?? -1),
  };
}

/** Init script: counts the page's EventSources that are not closed (see watchQueueReads). */
export function countEventSources(): void {
  const sources: EventSource[] = [];
  const Original = window.EventSource;
  window.EventSource = class extends Original {
    constructor(url: string | URL, init?: EventSourceInit) {
      super(url, init);
      sources.push(this);
    }
  };
  (window as unknown as { openEventSources: () => number }).openEventSources = () =>
    sources.filter((source) => source.readyState !== Original.CLOSED).length;
}

/** A musician with a complete profile on an isolated server, signed in on the page's browser. */
export async function signInNewMusician(page: Page, server: IsolatedServer, stageName = 'Harbour Lights') {
  const musician = await createMusician(server.db, {
    stageName,
    profile: { bio: 'Sea shanties and singalongs.', music_styles: ['Folk'] },
  });
  await page.request.post(`${server.baseUrl}/api/auth/signin`, {
    data: { email: musician.email, password: musician.password },
  });
  return musician;
}
