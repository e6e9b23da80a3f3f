/// <reference lib="dom" />
/**
 * The web app shell in a real Chromium against the embedded marketplace
 * (BFF + services in one process, in-memory database), serving web/dist.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startEmbedded } from '../../embedded/src/start.js';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const webDir = path.join(repoRoot, 'web');
const screenshotDir = path.join(repoRoot, 'test-results', 'screenshots');
const chromiumPath = '/usr/bin/chromium';
const hasChromium = existsSync(chromiumPath);

if (!hasChromium) {
  console.warn(`Skipping browser tests: ${chromiumPath} is missing (apt-get install -y chromium).`);
}

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

const desktop = { width: 1280, height: 900 };
const mobile = { width: 375, height: 812 };

/** The embedded server serves web/dist: build it when it is missing or older than the sources. */
function ensureWebBuilt(): void {
  const builtIndex = path.join(webDir, 'dist', 'index.html');
  if (existsSync(builtIndex) && statSync(builtIndex).mtimeMs >= newestSourceChange()) return;
  execFileSync('npx', ['vite', 'build'], { cwd: webDir, stdio: 'inherit' });
}

function newestSourceChange(): number {
  const sources = [path.join(webDir, 'index.html'), path.join(webDir, 'vite.config.ts')];
  for (const entry of readdirSync(path.join(webDir, 'src'), { recursive: true })) {
    sources.push(path.join(webDir, 'src', String(entry)));
  }
  return Math.max(...sources.map((file) => statSync(file).mtimeMs));
}

describe.skipIf(!hasChromium)('web shell in Chromium', () => {
  let server: Awaited<ReturnType<typeof startEmbedded>>;
  let context: BrowserContext;
  let profileDir: string;
  let page: Page;
  let pageErrors: string[];

  beforeAll(async () => {
    ensureWebBuilt();
    mkdirSync(screenshotDir, { recursive: true });
    server = await startEmbedded({
      port: 0,
      host: '127.0.0.1',
      dataDir: 'memory://',
      logLevel: 'warn',
    });
    profileDir = mkdtempSync(path.join(tmpdir(), 'localpros-chromium-'));
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

  async function open(pathname: string, viewport: { width: number; height: number }) {
    page = await context.newPage();
    pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.setViewportSize(viewport);
    await page.goto(`${server.url}${pathname}`);
    return page;
  }

  afterEach(async () => {
    await page?.close();
    expect(pageErrors, 'uncaught errors in the page').toEqual([]);
  });

  it('home at 1280 px shows the navbar buttons, the categories section and the footer year', async () => {
    await open('/', desktop);
    await page.getByRole('heading', { name: 'Find trusted local cleaners' }).waitFor();

    const mainNav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Register as a Business', 'Register as a User', 'Log In']) {
      expect(await mainNav.getByRole('link', { name }).isVisible(), name).toBe(true);
    }
    expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);
    expect(await page.getByRole('heading', { name: 'Services you can book' }).isVisible()).toBe(true);
    const year = String(new Date().getFullYear());
    expect(await page.locator('footer').textContent()).toContain(`© ${year} LocalPros`);
    expect(await page.getByText('Monday - Friday 10am - 5pm GMT').first().isVisible()).toBe(true);

    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join(screenshotDir, 'home-1280.png'), fullPage: true });
  });

  it('home at 375 px fits the screen and the hamburger opens the menu', async () => {
    await open('/', mobile);
    await page.getByRole('heading', { name: 'Find trusted local cleaners' }).waitFor();
    await page.waitForLoadState('networkidle');

    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(mobile.width);
    await page.screenshot({ path: path.join(screenshotDir, 'home-375.png'), fullPage: true });

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.waitFor();
    for (const name of ['Register as a Business', 'Register as a User', 'Log In']) {
      await menu.getByRole('link', { name }).waitFor({ state: 'visible' });
    }

    await menu.getByRole('link', { name: 'Register as a User' }).click();
    await page.waitForURL('**/register/customer');
    await page.getByRole('heading', { name: 'Register as a User', level: 1 }).waitFor();
    await menu.waitFor({ state: 'hidden' });
  });

  it('an unknown route shows Page Not Found with its path', async () => {
    await open('/no-such-page', desktop);

    await page.getByRole('heading', { name: 'Page Not Found: /no-such-page' }).waitFor();
  });

  it('the contact form explains what is missing, then sends the message', async () => {
    await open('/contact-us', mobile);
    const form = page.getByRole('form', { name: 'Contact LocalPros' });
    await form.waitFor();

    await form.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Please enter your name.').waitFor();
    await page.getByText('Please enter your email address.').waitFor();
    await page.getByText('Please enter your message.').waitFor();

    await form.getByLabel('Name').fill('Ann Jones');
    await form.getByLabel('Email').fill('ann@example.co.uk');
    await form.getByLabel('Phone (optional)').fill('020 3514 1400');
    await form.getByLabel('Message').fill('Do you have cleaners for a two-bedroom flat in Leeds?');
    await form.getByRole('button', { name: 'Send message' }).click();

    await page.getByText('Thank you — your message has been sent. We reply within one working day.').waitFor();
    expect(await form.getByLabel('Name').inputValue()).toBe('');
  });

  it('a page chunk that fails to load reloads once, then shows the error page', async () => {
    await open('/', desktop);
    await page.getByRole('heading', { name: 'Find trusted local cleaners' }).waitFor();
    let reloads = 0;
    page.on('load', () => {
      reloads += 1;
    });
    // As after a deploy: the contact page's chunk is gone.
    await page.route('**/assets/contact-us-*.js', (route) => route.abort());

    await page.locator('footer').getByRole('link', { name: 'Contact us' }).click();

    await page.getByRole('heading', { name: 'Oops 500 Error!' }).waitFor();
    await page.getByText("Something went wrong, We're working on it.").waitFor();
    expect(reloads).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/contact-us');
    const reloadedAt = await page.evaluate(() => window.sessionStorage.getItem('localpros:stale-chunk-reload-at'));
    expect(Number(reloadedAt)).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: 'Home', exact: true }).getAttribute('href')).toBe('/');
  });
});
