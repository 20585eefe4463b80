import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end journeys in the system Chromium (Debian package `chromium`; CHROMIUM_PATH
 * overrides). e2e/global-setup.ts builds the client if needed and starts the real server on a
 * fresh SQLite database; tests read its address from E2E_BASE_URL (see e2e/fixtures.ts).
 */
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const launchOptions = {
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: process.env.CI ? 2 : undefined,
  // Journeys walk whole features; a shared two-core machine needs the headroom.
  timeout: 60_000,
  // A dashboard's first paint on CI's loaded machine (lazy chunks, two workers, two browsers per
  // journey) has taken more than 5 s; an assertion that passes waits no longer either way.
  expect: { timeout: process.env.CI ? 10_000 : 5_000 },
  // The JSON report feeds the closing line of .ci/run (scripts/ci-summary.mjs).
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    trace: 'retain-on-failure',
    // A button that never appears fails the step in 15 s with its name, instead of hanging the
    // journey to its whole timeout (a withdrawal form that had moved behind payout details did).
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    // Pulsing LIVE badges and skeletons would repaint every frame on a CPU-rendered headless
    // browser; the app honours reduced motion (styles.css), so the journeys ask for it.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'phone',
      use: {
        browserName: 'chromium',
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        // Fans use phones in dark rooms: the phone journeys run the dark theme, desktop the light
        // one, so axe checks the contrast of both.
        colorScheme: 'dark',
        userAgent: devices['Pixel 7'].userAgent,
        launchOptions,
      },
    },
    {
      // Every phone journey also checks each screenshot's moment at desktop width (e2e/fixtures.ts);
      // the journeys whose desktop layout behaves differently (two-pane inbox, grids, the manager)
      // are tagged @desktop and run here in full instead of that check.
      name: 'desktop',
      grep: /@desktop/,
      use: {
        browserName: 'chromium',
        viewport: { width: 1280, height: 800 },
        colorScheme: 'light',
        launchOptions,
      },
    },
  ],
});
