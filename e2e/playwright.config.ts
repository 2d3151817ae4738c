import { defineConfig } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { chromiumPath } from './chromium-path.mjs';

/**
 * Browser journeys against the built app (server/dist + web/dist) on a fresh embedded database with the demo data
 * and the SMS outbox. Debian's Chromium only (its headless shell where installed: chromium-path.mjs).
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const dataDir = path.join(os.tmpdir(), `dawalink-e2e-${process.pid}`);

export default defineConfig({
  testDir: './tests',
  // The longest journeys (an owner adds a clerk who joins and prints; a booker registers a retailer and books) take
  // 25-40 s alone, and 60-70 s with two workers on a slow 2-core machine, every step slower (a click 2-5 s): the
  // time limits are for a hung test, not a slow machine.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  // `npm test` runs the suite as two shards of one worker each, a server apiece (run-suite.mjs); a plain
  // `playwright test` runs two workers against one server.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Recording a trace films every step (a screencast of each page): it cost about 40 % of the suite's CPU time on
    // a 2-core machine where the browser is what the suite waits on. CI records the retry of a failed journey only.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    // A journey of the phone-sized window only (its file ends in .mobile.spec.ts) is left out of the desktop project,
    // not listed there as skipped.
    {
      name: 'desktop',
      testIgnore: /\.mobile\.spec\.ts$/,
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
    { name: 'mobile', use: { browserName: 'chromium', viewport: { width: 400, height: 800 } } },
  ],
  webServer: {
    // E2E_SERVER_CMD and WEB_DIST let several people run the suite side by side on their own builds.
    command: `rm -rf ${dataDir} && ${process.env.E2E_SERVER_CMD ?? 'node ../server/dist/main.js'}`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      PORT: String(PORT),
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEV_OUTBOX: '1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      LOOKUP_IP_PER_MIN: '100000',
      OTP_IP_PER_DAY: '100000',
      LOGIN_IP_MAX: '100000',
      OTP_RESEND_S: '0',
      API_RATE_PER_MIN: '1000000',
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
