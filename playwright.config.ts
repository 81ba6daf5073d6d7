import { defineConfig } from '@playwright/test'
import { CHROMIUM_FLAGS, resolveChromium } from './scripts/chromium-path'
import type { SiteServerOption } from './test/e2e/support/fixtures'

/**
 * Browser journeys against the built H5 bundle (dist/h5-e2e) and the mock services on one origin,
 * in Chromium (Playwright) and in WebKit (WebKitGTK through WebDriver, test/webkit). The global setup
 * serves both on a free port and publishes the address as E2E_BASE_URL. The nginx project runs the
 * every-route audit, the checkout journeys and the header checks (test/nginx) in Chromium through
 * nginx with the shipped configuration (deploy/nginx/, E2E_NGINX_URL).
 */
export default defineConfig<SiteServerOption>({
  testMatch: '**/*.spec.ts',
  projects: [
    { name: 'chromium', testDir: 'test/e2e' },
    { name: 'webkit', testDir: 'test/webkit' },
    { name: 'nginx', testDir: 'test', testMatch: ['**/e2e/every-route.spec.ts', '**/e2e/checkout.spec.ts', '**/nginx/*.spec.ts'], use: { siteServer: 'nginx' } },
  ],
  outputDir: 'test-results',
  globalSetup: './test/e2e/support/global-setup.ts',
  globalTeardown: './test/e2e/support/global-teardown.ts',
  // one server with in-memory state is shared: tests run one at a time and reset it in between
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 8_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: resolveChromium(), args: CHROMIUM_FLAGS },
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    locale: 'zh-CN',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    actionTimeout: 8_000,
    navigationTimeout: 15_000,
  },
})
