import fs from 'node:fs';
import path from 'node:path';
import { request, type APIRequestContext, type Browser, type Page, type TestInfo } from '@playwright/test';
import type { ScreenState } from '../src/shared/live/screen';
import { connectDatabase } from '../src/server/db/connection';
import { DEMO_PASSWORD, seedDemo } from '../src/server/demo/seed';
import { createAdmin, fastHashCost, type TestAdmin } from '../test/factories';
import { expect, scrollToEnd, seriousA11yViolations, test } from './fixtures';
import { startServer, type RunningServer } from './server';

/**
 * Every page of the product in the light and the dark scheme, each scanned by axe: a colour
 * meant for one scheme that leaks into the other (the venue screen's text drawn at #111318 on
 * its own near-black, 1.05:1, in a browser's default light scheme) is found wherever it is.
 * One server seeded with the demo (live shows with queues, past shows, gigs, inbox, venues) is
 * shared by the schemes; each scheme is one browser context walking the pages in turn.
 */
// The sweeps are the longest journeys: the file's name puts them first in the run, and each may
// go to its own worker (which seeds its own server in beforeAll), so they no longer end the run
// in one worker after the others have finished. One sweep took 31–40 s alone on a loaded machine
// and past 120 s beside CI's other journey workers: the bound is for a hang, not a pace.
test.describe.configure({ mode: 'parallel', timeout: 300_000 });

const schemes = ['light', 'dark'] as const;

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };
const tvSizes = [
  { width: 1920, height: 1080 },
  { width: 1280, height: 720 },
];

interface Seeded {
  server: RunningServer;
  /** Jack Calloway is live with a song playing, songs up next and fans shown on the screen. */
  liveQr: string;
  liveSessionId: number;
  nowPlaying: string;
  pastSessionId: number;
  /** Rosa Delgado is not on stage. */
  idleQr: string;
  /**
   * One administrator per part of the back-office sweep: two parts in one worker share its server,
   * and a part that signed in within the 30 s of the part before it sent the same authenticator
   * code, which the server refuses as a replay (401).
   */
  admins: TestAdmin[];
}

let seeded: Seeded;
/** Set as soon as the server runs, so a seed that fails part-way leaves no server behind. */
let stopServer: (() => Promise<void>) | undefined;

test.beforeAll(async () => {
  const server = await startServer();
  const database = connectDatabase(server.databaseUrl);
  stopServer = async () => {
    await database.close();
    await server.stop();
  };
  const dataDir = path.dirname(server.databaseUrl);
  await seedDemo(database.db, { mediaDir: path.join(dataDir, 'media'), hashCost: fastHashCost, log: () => {} });
  const serverSecret = fs.readFileSync(path.join(dataDir, 'session-secret'), 'utf8').trim();
  const admins: TestAdmin[] = [];
  for (let part = 0; part < parts(adminPages()).length; part += 1) {
    admins.push(await createAdmin(database.db, { serverSecret }));
  }
  const qrOf = async (stageName: string) =>
    (
      await database.db
        .selectFrom('musician_profiles')
        .select('qr_code_id')
        .where('stage_name', '=', stageName)
        .executeTakeFirstOrThrow()
    ).qr_code_id;

  // Jack's show mid-set, as the venue's TV shows it: a song playing, more accepted behind it,
  // one new request left for the manager's New requests, and fans' names on the screen.
  const jack = await request.newContext({ baseURL: server.baseUrl });
  await signIn(jack, 'jack');
  const queue = (await (await jack.get('/api/sessions/live/requests')).json()) as {
    session: { id: number };
    requests: Array<{ id: number; status: string }>;
  };
  const liveSessionId = queue.session.id;
  const pending = queue.requests.filter((row) => row.status === 'pending').map((row) => row.id);
  const live = `/api/sessions/live/${liveSessionId}`;
  await ok(jack.post(`${live}/requests/status`, { data: { request_ids: pending.slice(1), status: 'accepted' } }));
  await ok(jack.post(`${live}/next`));
  await ok(jack.put(`${live}/screen-fans`, { data: { screen_shows_fans: true } }));
  const history = (await (await jack.get('/api/sessions/history')).json()) as { shows: Array<{ id: number }> };
  await jack.dispose();
  const liveQr = await qrOf('Jack Calloway');
  const screen = (await (await fetch(`${server.baseUrl}/api/screen/${liveQr}`)).json()) as ScreenState;

  seeded = {
    server,
    liveQr,
    liveSessionId,
    nowPlaying: screen.show!.now_playing!.song_title,
    pastSessionId: history.shows[0]!.id,
    idleQr: await qrOf('Rosa Delgado'),
    admins,
  };
});

test.afterAll(async () => {
  await stopServer?.();
});

async function ok(response: Promise<{ ok: () => boolean; status: () => number; url: () => string }>) {
  const answer = await response;
  expect(answer.ok(), `${answer.url()} answered ${answer.status()}`).toBe(true);
}

async function signIn(request: APIRequestContext, login: string) {
  await ok(
    request.post('/api/auth/signin', { data: { email: `${login}@demo.stagecall.test`, password: DEMO_PASSWORD } }),
  );
}

/** Waits until the page has drawn its data (what `ready` expects, or a heading) and no skeleton or spinner is left. */
async function settle(page: Page, ready?: (page: Page) => Promise<void>) {
  if (ready) await ready(page);
  else await expect(page.getByRole('heading').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
}

/** An open modal: the page beneath is scanned on its own visit. */
const dialog = '[role="dialog"]';
/** The landing page's sign-in and sign-up form, drawn in place of its musicians' section. */
const musiciansSection = 'section[aria-labelledby="musicians-title"]';

interface Visit {
  name: string;
  url: string;
  ready?: (page: Page) => Promise<void>;
  /** Opens a dialog or otherwise brings the part to be scanned on screen. */
  then?: (page: Page) => Promise<void>;
  viewport?: { width: number; height: number };
  /** Scans only this part (what the step opened; the rest was scanned on its own visit). */
  within?: string;
}

function publicPages(s: Seeded): Visit[] {
  return [
    { name: 'landing', url: '/', ready: (p) => expect(p.getByText('Jack Calloway').first()).toBeVisible() },
    {
      name: 'sign in',
      url: '/',
      then: async (p) => {
        await p.getByRole('button', { name: 'Sign in here' }).click();
        await expect(p.getByRole('heading', { name: 'Sign in to Stagecall' })).toBeVisible();
      },
      within: musiciansSection,
    },
    {
      name: 'sign up',
      url: '/',
      then: async (p) => {
        await p.getByRole('button', { name: 'Start Your 14-Day Free Trial' }).first().click();
        await expect(p.getByRole('heading', { level: 3, name: 'Start Your 14-Day Free Trial' })).toBeVisible();
      },
      within: musiciansSection,
    },
    {
      name: 'request page (live)',
      url: `/request?qr=${s.liveQr}`,
      ready: (p) => expect(p.getByRole('combobox', { name: 'Song title' })).toBeVisible(),
    },
    { name: 'request page (not live)', url: `/request?qr=${s.idleQr}` },
    {
      name: 'artist page',
      url: `/artist/${s.liveQr}`,
      ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible(),
    },
    {
      name: 'QR page',
      url: `/qr/${s.liveQr}`,
      ready: (p) => expect(p.getByRole('img', { name: /QR code/ }).first()).toBeVisible(),
    },
    {
      name: 'venue screen',
      url: `/screen/${s.liveQr}`,
      ready: (p) => expect(p.getByRole('heading', { name: 'Now playing' })).toBeVisible(),
    },
    {
      name: 'venue screen (no show)',
      url: `/screen/${s.idleQr}`,
      ready: (p) => expect(p.getByText('No show on right now.')).toBeVisible(),
    },
    {
      name: 'venue screen (unknown code)',
      url: '/screen/no-such-code',
      ready: (p) => expect(p.getByRole('alert')).toHaveText('This screen’s QR code is not known.', { timeout: 20_000 }),
    },
    { name: 'future events', url: '/future-events' },
    { name: 'demo', url: '/demo' },
    { name: 'forgot password', url: '/forgot-password' },
    { name: 'reset password', url: '/reset-password?token=not-a-token' },
    { name: 'unsubscribe', url: '/unsubscribe?token=not-a-token' },
    { name: 'not found', url: '/no-such-page' },
    { name: 'admin sign-in', url: '/admin', viewport: desktop },
  ];
}

function musicianPages(s: Seeded): Visit[] {
  const settingsTabs = ['account', 'profile', 'subscription', 'privacy', 'marketing', 'security'];
  return [
    {
      name: 'dashboard',
      url: '/dashboard',
      ready: (p) => expect(p.getByRole('heading', { level: 1, name: 'Jack Calloway' })).toBeVisible(),
      then: scrollToEnd,
    },
    {
      name: 'pricing',
      url: '/dashboard',
      then: async (p) => {
        await p.getByRole('button', { name: 'Pricing Settings' }).click();
        await expect(p.getByRole('dialog', { name: 'Pricing Settings' })).toBeVisible();
      },
      within: dialog,
    },
    {
      name: 'edit profile',
      url: '/dashboard?edit=profile',
      ready: (p) => expect(p.getByRole('dialog')).toBeVisible(),
      within: dialog,
    },
    {
      name: 'live manager',
      url: `/live/${s.liveSessionId}`,
      ready: (p) => expect(p.getByRole('region', { name: 'Now playing' })).toBeVisible(),
    },
    { name: 'show summary', url: `/shows/${s.pastSessionId}` },
    { name: 'repertoire', url: '/repertoire' },
    {
      name: 'statement',
      url: '/statements',
      ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible(),
    },
    ...settingsTabs.map((tab) => ({ name: `settings: ${tab}`, url: `/settings?tab=${tab}` })),
  ];
}

function adminPages(): Visit[] {
  const tabs = ['overview', 'users', 'tips', 'withdrawals', 'venues', 'sessions', 'songs', 'subscriptions'];
  return [...tabs, 'analytics', 'settings', 'audit', 'security'].map((tab) => ({
    name: `admin: ${tab}`,
    url: `/admin/dashboard?tab=${tab}`,
    ready: (p) => expect(p.getByRole('tabpanel')).toBeVisible(),
    viewport: desktop,
  }));
}

/**
 * Visits each page once and scans it in each scheme in turn (the scheme is CSS alone, so the
 * page need not load twice); returns what axe found, so one run reports every page.
 */
async function sweep(page: Page, visits: Visit[]): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const visit of visits) {
    await test.step(visit.name, async () => {
      await page.setViewportSize(visit.viewport ?? phone);
      await page.goto(visit.url);
      await settle(page, visit.ready);
      if (visit.then) await visit.then(page);
      for (const scheme of schemes) {
        await showScheme(page, scheme);
        // Only colours depend on the scheme: every rule runs in the first, the colour rules in the second.
        const rules = scheme === schemes[0] ? undefined : colourRules;
        const violations = await seriousA11yViolations(page, {
          rules,
          ...(visit.within ? { within: visit.within } : {}),
        });
        if (violations.length > 0) found[`${visit.name}, ${scheme}`] = violations;
      }
    });
  }
  return found;
}

const colourRules = ['color-contrast', 'link-in-text-block'];

/**
 * Switches the page's scheme and waits for the colour transitions it starts (links, buttons) to
 * end: read mid-transition, a link still has its old scheme's colour.
 */
async function showScheme(page: Page, scheme: (typeof schemes)[number]) {
  await page.emulateMedia({ colorScheme: scheme });
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          // Transitions only: an animation (a chart's, a pulse) may be paused and never finish.
          .filter((animation) => animation instanceof CSSTransition && animation.playState === 'running')
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      // A bound, not a pace: reduced motion makes every transition near-instant, and a frame
      // starved on a loaded machine must not hold the part until its timeout with no name.
      new Promise((resolve) => setTimeout(resolve, 5_000)),
    ]),
  );
}

async function newContext(browser: Browser) {
  return browser.newContext({
    baseURL: seeded.server.baseUrl,
    // Set in full: the phone project's defaults (a Pixel at twice the pixels) would apply otherwise.
    viewport: phone,
    deviceScaleFactor: 1,
    isMobile: false,
    hasTouch: false,
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    reducedMotion: 'reduce',
  });
}

function screenshotPath(testInfo: TestInfo, name: string) {
  return path.join(testInfo.project.outputDir, 'screenshots', `${name}.png`);
}

/** Walks the pages in one browser, signed in by `signIn` first, and fails listing every finding. */
async function expectCleanSweep(
  browser: Browser,
  visits: Visit[],
  signIn?: (request: APIRequestContext) => Promise<void>,
) {
  const context = await newContext(browser);
  if (signIn) await signIn(context.request);
  const found = await sweep(await context.newPage(), visits);
  await context.close();
  expect(found, 'serious or critical axe violations').toEqual({});
}

/**
 * Each sweep runs as parts of a few pages: a part is one test with its own timeout, so a machine
 * eight times slower than a quiet one (the public sweep took 36 s quiet and passed 300 s on CI at
 * load 15) still finishes each part well inside it, and a failure names the part.
 */
const PAGES_PER_PART = 6;

function parts(visits: Visit[]): Visit[][] {
  const count = Math.ceil(visits.length / PAGES_PER_PART);
  const size = Math.ceil(visits.length / count);
  return Array.from({ length: count }, (_, index) => visits.slice(index * size, (index + 1) * size));
}

const sweeps: Array<{
  title: string;
  visits: (s: Seeded) => Visit[];
  /** Signs in the context of the given part (numbered from 0). */
  signIn?: (request: APIRequestContext, part: number) => Promise<void>;
}> = [
  { title: 'every public page passes axe in the light and the dark scheme', visits: publicPages },
  {
    title: 'every page of a musician passes axe in the light and the dark scheme',
    visits: musicianPages,
    signIn: (request) => signIn(request, 'jack'),
  },
  {
    title: 'every page of the back office passes axe in the light and the dark scheme',
    visits: adminPages,
    signIn: (request, part) => ok(request.post('/api/admin/login', { data: seeded.admins[part]!.login() })),
  },
];

// The pages' list is known before the seed (only their addresses wait for it), so the parts are
// counted from a stand-in and each part reads its pages from the seeded one when it runs.
const standIn = { liveQr: '', idleQr: '' } as Seeded;
for (const sweepSpec of sweeps) {
  const count = parts(sweepSpec.visits(standIn)).length;
  for (let index = 0; index < count; index += 1) {
    test(`${sweepSpec.title} (part ${index + 1} of ${count})`, async ({ browser }) => {
      const signIn = sweepSpec.signIn;
      await expectCleanSweep(
        browser,
        parts(sweepSpec.visits(seeded))[index]!,
        signIn && ((request) => signIn(request, index)),
      );
    });
  }
}

test('the venue screen of a live show is readable on a TV in both schemes at 1920×1080 and 1280×720', async ({
  browser,
}, testInfo) => {
  const context = await newContext(browser);
  const page = await context.newPage();
  for (const size of tvSizes) {
    await page.setViewportSize(size);
    await page.goto(`/screen/${seeded.liveQr}`);
    await expect(page.getByRole('region', { name: 'Now playing' })).toContainText(seeded.nowPlaying);
    await expect(page.getByRole('region', { name: 'Up next' }).getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('img', { name: /QR code that opens the song request page/ })).toBeVisible();
    for (const scheme of schemes) {
      await showScheme(page, scheme);
      const label = `${scheme}, ${size.width}x${size.height}`;
      await page.screenshot({ path: screenshotPath(testInfo, `venue-screen-${scheme}-${size.width}x${size.height}`) });
      expect(await seriousA11yViolations(page), `axe, ${label}`).toEqual([]);
      // Nothing spills off a TV: the screen has no scrollbar to reach it with.
      const overflow = await page.evaluate(() => ({
        x: document.documentElement.scrollWidth - window.innerWidth,
        y: document.documentElement.scrollHeight - window.innerHeight,
      }));
      expect(overflow, `the screen overflows, ${label}`).toEqual({ x: 0, y: 0 });
    }
  }
  await context.close();
});
