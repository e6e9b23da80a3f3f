/// <reference lib="dom" />
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { EmbeddedMarketplace } from '../../embedded/src/start.js';
import { pageDataElementId } from '../../web/src/app/prerender/page-data.js';
import { ensureWebBuilt } from './build-web.js';
import { startEmbeddedOnScratch } from './embedded-marketplace.js';

export const chromiumPath = '/usr/bin/chromium';
export const hasChromium = existsSync(chromiumPath);
export const screenshotDir = fileURLToPath(new URL('../../test-results/screenshots', import.meta.url));
export const desktop = { width: 1280, height: 900 };
export const mobile = { width: 375, height: 812 };

/**
 * The flags the machines' Chromium needs headless (no background traffic on a closed network), and
 * one renderer process for all of a suite's pages of the marketplace's origin: by default each new
 * page starts its own, and starting renderers was a fifth of Chromium's CPU in a suite that opens a
 * page per check (the accessibility suite 282 → 178 s with legacy axe, below; the admin one 109 →
 * 101 s on a host where browser suites held most of CI's time).
 */
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--process-per-site',
];

export interface BrowserSession {
  /** The embedded marketplace under test. */
  server(): EmbeddedMarketplace;
  /** The browser context (a separate profile: its own cookies), the first by default. */
  context(which?: number): BrowserContext;
  /**
   * A new page at this path and viewport in one of the contexts (the first by default); closed,
   * with its uncaught errors asserted empty, after each test.
   */
  open(pathname: string, viewport?: { width: number; height: number }, which?: number): Promise<Page>;
}

/**
 * A browser suite's fixture: the embedded marketplace (a scratch database, the built web app) and
 * Chromium with fresh profiles — one, or several side by side for two people at once (`contexts`) —
 * for the whole file; pages and cookies reset after each test.
 */
export function useChromiumOnEmbedded(options: {
  env?: Record<string, string>;
  profile: string;
  contexts?: number;
}): BrowserSession {
  let server: EmbeddedMarketplace | undefined;
  const contexts: BrowserContext[] = [];
  const profileDirs: string[] = [];
  let pageErrors: string[] = [];
  const pages: Page[] = [];

  beforeAll(async () => {
    ensureWebBuilt();
    mkdirSync(screenshotDir, { recursive: true });
    server = await startEmbeddedOnScratch({
      logLevel: 'warn',
      env: options.env,
    });
    for (let i = 0; i < (options.contexts ?? 1); i++) {
      const profileDir = mkdtempSync(path.join(tmpdir(), `localpros-chromium-${options.profile}-${i}-`));
      profileDirs.push(profileDir);
      contexts.push(
        await chromium.launchPersistentContext(profileDir, {
          executablePath: chromiumPath,
          headless: true,
          args: chromiumArgs,
        }),
      );
    }
  });

  afterAll(async () => {
    for (const context of contexts.splice(0)) await context.close();
    await server?.close();
    for (const profileDir of profileDirs.splice(0)) rmSync(profileDir, { recursive: true, force: true });
  });

  afterEach(async () => {
    for (const page of pages.splice(0)) await page.close();
    for (const context of contexts) await context.clearCookies();
    const errors = pageErrors;
    pageErrors = [];
    expect(errors, 'uncaught errors in the page').toEqual([]);
  });

  const started = <T>(value: T | undefined, what: string): T => {
    if (!value) throw new Error(`${what} has not started`);
    return value;
  };

  return {
    server: () => started(server, 'the embedded marketplace'),
    context: (which = 0) => started(contexts[which], 'Chromium'),
    async open(pathname, viewport = desktop, which = 0) {
      const page = await started(contexts[which], 'Chromium').newPage();
      pages.push(page);
      page.on('pageerror', (error) => pageErrors.push(error.message));
      await page.setViewportSize(viewport);
      await page.goto(`${started(server, 'the embedded marketplace').url}${pathname}`);
      await untilHydrated(page);
      return page;
    },
  };
}

/**
 * A prerendered page (its data in pageDataElementId's script) is drawn before the app runs, and its
 * chunks wait for the first paint: a click before hydration is a plain page's (a button does
 * nothing, a link loads in full). Waits until React has hydrated the last element under #root (it
 * then carries React's __reactProps$ key), and a task more for the commit. The plain app has nothing
 * to wait for.
 */
async function untilHydrated(page: Page): Promise<void> {
  await page.waitForFunction((dataId) => {
    if (!document.getElementById(dataId)) return true;
    const elements = document.getElementById('root')?.querySelectorAll('*') ?? [];
    const last = elements[elements.length - 1];
    return last !== undefined && Object.keys(last).some((key) => key.startsWith('__reactProps'));
  }, pageDataElementId);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}
