import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);

// `npm run test:e2e` (scripts/e2e.mjs) finds a Chromium and passes it here; unset means Playwright's own.
const executablePath = process.env.E2E_CHROMIUM_PATH || undefined;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  // A whole-page axe pass can take over Playwright's default 30 s on a 2-core machine that is also building;
  // how fast pages are is measured by the bench (npm run bench), never by a test's time limit.
  timeout: 90_000,
  reporter: [['list'], ['./e2e/summary-reporter.ts']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    launchOptions: {
      executablePath,
      // Keeps Chromium from reaching for Google's services on a machine with no internet.
      args: ['--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
    },
  },
  projects: [
    // Three projects, named for the screen and whether scripts run. A file's suffix says where it runs:
    //   name.spec.ts             in all three
    //   name.scripts.spec.ts     needs JavaScript: desktop-1280 and phone-375
    //   name.desktop.spec.ts     desktop-1280 only
    //   name.phone.spec.ts       phone-375 only
    //   name.no-scripts.spec.ts  phone-375-no-scripts only
    {
      name: 'desktop-1280',
      testIgnore: [/\.phone\.spec\.ts$/, /\.no-scripts\.spec\.ts$/],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'phone-375',
      testIgnore: [/\.desktop\.spec\.ts$/, /\.no-scripts\.spec\.ts$/],
      use: { ...devices['Desktop Chrome'], viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 },
    },
    {
      name: 'phone-375-no-scripts',
      testIgnore: [/\.scripts\.spec\.ts$/, /\.phone\.spec\.ts$/, /\.desktop\.spec\.ts$/],
      use: { ...devices['Desktop Chrome'], viewport: { width: 375, height: 812 }, javaScriptEnabled: false },
    },
  ],
  webServer: {
    command: 'node scripts/serve.mjs',
    env: { PORT: String(port) },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
