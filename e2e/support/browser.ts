/// <reference lib="dom" />
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { type EmbeddedMarketplace, startEmbedded } from '../../embedded/src/start.js';
import { ensureWebBuilt } from './build-web.js';

export const chromiumPath = '/usr/bin/chromium';
export const hasChromium = existsSync(chromiumPath);
export const screenshotDir = fileURLToPath(new URL('../../test-results/screenshots', import.meta.url));
export const desktop = { width: 1280, height: 900 };
export const mobile = { width: 375, height: 812 };

/** The flags the machines' Chromium needs headless (no background traffic on a closed network). */
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface BrowserSession {
  /** The embedded marketplace under test. */
  server(): EmbeddedMarketplace;
  context(): BrowserContext;
  /** A new page at this path and viewport; closed, with its uncaught errors asserted empty, after each test. */
  open(pathname: string, viewport?: { width: number; height: number }): Promise<Page>;
}

/**
 * A browser suite's fixture: the embedded marketplace (in-memory database, the built web app) and
 * Chromium with a fresh profile, for the whole file; pages and cookies reset after each test.
 */
export function useChromiumOnEmbedded(options: { env?: Record<string, string>; profile: string }): BrowserSession {
  let server: EmbeddedMarketplace | undefined;
  let context: BrowserContext | undefined;
  let profileDir: string | undefined;
  let pageErrors: string[] = [];
  const pages: Page[] = [];

  beforeAll(async () => {
    ensureWebBuilt();
    mkdirSync(screenshotDir, { recursive: true });
    server = await startEmbedded({
      port: 0,
      host: '127.0.0.1',
      dataDir: 'memory://',
      logLevel: 'warn',
      env: options.env,
    });
    profileDir = mkdtempSync(path.join(tmpdir(), `localpros-chromium-${options.profile}-`));
    context = await chromium.launchPersistentContext(profileDir, {
      executablePath: chromiumPath,
      headless: true,
      args: chromiumArgs,
    });
  });

  afterAll(async () => {
    await context?.close();
    await server?.close();
    if (profileDir) rmSync(profileDir, { recursive: true, force: true });
  });

  afterEach(async () => {
    for (const page of pages.splice(0)) await page.close();
    await context?.clearCookies();
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
    context: () => started(context, 'Chromium'),
    async open(pathname, viewport = desktop) {
      const page = await started(context, 'Chromium').newPage();
      pages.push(page);
      page.on('pageerror', (error) => pageErrors.push(error.message));
      await page.setViewportSize(viewport);
      await page.goto(`${started(server, 'the embedded marketplace').url}${pathname}`);
      return page;
    },
  };
}
