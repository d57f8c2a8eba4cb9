import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { SESSION_KEYS } from './support/session';
import { makeToken, type Role } from './support/tokens';

export { expect };

export type SignInOptions = {
  /** Seconds from now until the token expires; negative for an expired session. */
  expiresInSeconds?: number;
  /** Stored refresh token; null stores none. */
  refreshToken?: string | null;
  userName?: string;
};

export type SignedIn = { token: string; refreshToken: string | null; expiry: number };

type Options = {
  /**
   * `test.use({ signedIn: true })`: every test of the file (or describe) starts with an
   * Admin session stored, as `signIn()` would store it. A test that needs another role or
   * token keeps this off and calls `signIn` itself.
   */
  signedIn: boolean;
  /**
   * Playwright sees a request's body only when it intercepts the call (the API client sends
   * bodies as streams), so every call passes through it unless a spec turns this off. Only a
   * spec that reads no body and loads many pages should: interception also turns off the
   * browser's cache, and each load then fetches and compiles the whole app again.
   */
  interceptsRequests: boolean;
};

type Fixtures = {
  /** Stores a session (the three localStorage keys) before the page's first navigation. */
  signIn: (role?: Role, options?: SignInOptions) => Promise<SignedIn>;
  /** Fails on axe violations of impact serious or critical (WCAG 2.1 A and AA rules). */
  expectNoA11yViolations: (page: Page) => Promise<void>;
  /** Saves a full-page screenshot to test-results/screens/<name>.png and attaches it. */
  snap: (page: Page, name: string) => Promise<void>;
  /** Uncaught exceptions in the page; any of them fails the test. */
  pageErrors: Error[];
};

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The pages already given a session, so a second sign-in is refused rather than ignored. */
const seededPages = new WeakSet<Page>();

async function seedSession(page: Page, role: Role, options: SignInOptions): Promise<SignedIn> {
  if (seededPages.has(page)) {
    throw new Error('This page is signed in already: `test.use({ signedIn: false })` first.');
  }
  seededPages.add(page);
  const {
    expiresInSeconds = 3600,
    refreshToken = 'e2e-refresh-token',
    userName = 'admin',
  } = options;
  const expiry = Math.floor(Date.now() / 1000) + expiresInSeconds;
  const token = makeToken({ sub: '1', unique_name: userName, role, exp: expiry });
  const user = JSON.stringify({ id: '1', role, userName, expiry });
  await page.addInitScript(
    ({ keys, token, refreshToken, user }) => {
      // Seed once per tab: later navigations must see what the app did (logout, refresh).
      try {
        if (sessionStorage.getItem('e2e.seeded')) return;
        sessionStorage.setItem('e2e.seeded', '1');
        localStorage.setItem(keys.token, token);
        if (refreshToken !== null) localStorage.setItem(keys.refreshToken, refreshToken);
        localStorage.setItem(keys.user, user);
      } catch {
        // about:blank and other opaque origins have no storage.
      }
    },
    { keys: SESSION_KEYS, token, refreshToken, user },
  );
  return { token, refreshToken, expiry };
}

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);
const isExternal = (url: URL) =>
  (url.protocol === 'http:' || url.protocol === 'https:') && !LOCAL_HOSTS.has(url.hostname);

// Tests never reach the network: the browser resolves no host but this machine's
// (`--host-resolver-rules` in playwright.shared.ts), and an intercepted request to another
// host is aborted.
export const test = base.extend<Options & Fixtures>({
  signedIn: [false, { option: true }],
  interceptsRequests: [true, { option: true }],

  context: async ({ context, interceptsRequests }, use) => {
    if (interceptsRequests) {
      await context.route(isExternal, (route) => route.abort('blockedbyclient'));
    }
    await use(context);
  },

  // A route handler may still be fetching when the test ends (a refetch after the last step);
  // the closing context would fail it, and what happens after the last step is not the result.
  page: async ({ page, signedIn }, use) => {
    if (signedIn) await seedSession(page, 'Admin', {});
    await use(page);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  },

  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await use(errors);
      expect(errors.map(String), 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],

  signIn: async ({ page }, use) => {
    await use((role = 'Admin', options = {}) => seedSession(page, role, options));
  },

  // Playwright reads a fixture's dependencies from its destructuring pattern: none here.
  // eslint-disable-next-line no-empty-pattern
  expectNoA11yViolations: async ({}, use, testInfo) => {
    await use(async (page) => {
      // Legacy mode runs axe in the page itself: the admin has no frames, and the default
      // (a partial run per frame, then a second page to merge them) took twice as long.
      const results = await new AxeBuilder({ page })
        .withTags(WCAG_TAGS)
        .setLegacyMode(true)
        .analyze();
      const blocking = results.violations.filter(
        (v) => v.impact === 'serious' || v.impact === 'critical',
      );
      if (blocking.length > 0) {
        await testInfo.attach(`axe-${new URL(page.url()).pathname}`, {
          body: JSON.stringify(blocking, null, 2),
          contentType: 'application/json',
        });
      }
      const readable = blocking.map(
        (v) =>
          `${v.id} [${v.impact}] ${v.help} (${v.helpUrl})\n` +
          v.nodes.map((n) => `    at ${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join('\n'),
      );
      expect(readable, `axe violations on ${page.url()}`).toEqual([]);
    });
  },

  // eslint-disable-next-line no-empty-pattern
  snap: async ({}, use, testInfo) => {
    await use(async (page, name) => {
      const file = path.join(testInfo.project.outputDir, 'screens', `${name}.png`);
      await mkdir(path.dirname(file), { recursive: true });
      // A screen that loads data or images should be pictured settled: nothing busy, every
      // image loaded or failed. A page that never settles is still pictured, after the wait.
      // (The network going quiet is no sign: it takes half a second of quiet to say so.)
      await page
        .waitForFunction(
          () =>
            document.querySelector('[aria-busy="true"]') === null &&
            Array.from(document.images).every((image) => image.complete),
          undefined,
          { timeout: 5_000 },
        )
        .catch(() => undefined);
      await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
      await testInfo.attach(name, { path: file, contentType: 'image/png' });
    });
  },
});
