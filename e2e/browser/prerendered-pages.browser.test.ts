/// <reference lib="dom" />
/**
 * The public pages arrive as HTML (the BFF prerenders them with the web app's server entry) and
 * the browser hydrates that HTML in place: no second render, no mismatch, and the page then works.
 */
import { describe, expect, it } from 'vitest';
import { desktop, hasChromium, mobile, useChromiumOnEmbedded } from '../support/browser.js';

/** The page's first heading, in the HTML as sent. */
function firstHeading(html: string): string | undefined {
  const root = html.slice(html.indexOf('<div id="root">'));
  return /<h1[^>]*>([^<]*)<\/h1>/.exec(root)?.[1];
}

describe.skipIf(!hasChromium)('prerendered public pages in Chromium', () => {
  const browser = useChromiumOnEmbedded({ profile: 'prerender', env: { PLATFORM: 'local', DEMO_DATA: 'true' } });

  it('sends each public page as HTML with its data, and hydrates it without rendering it again', async () => {
    const base = browser.server().url;
    const landing = await (await fetch(`${base}/services/cleaning/end-of-tenancy-cleaning`)).text();
    const businessPath = /href="(\/business\/[0-9a-f-]{36})"/.exec(landing)?.[1];
    expect(businessPath, 'the landing page lists the businesses offering the service').toBeDefined();

    const pages = [
      ['/', 'Find trusted local cleaners'],
      ['/post-a-job', 'Post a job'],
      ['/privacy-policy', 'Privacy Policy'],
      ['/review-policy', 'Review Policy'],
      ['/services/cleaning/end-of-tenancy-cleaning', 'End of tenancy cleaning'],
      [businessPath as string, undefined],
    ] as const;
    for (const [path, heading] of pages) {
      const response = await fetch(`${base}${path}`);
      const html = await response.text();
      expect(response.status, path).toBe(200);
      const sentHeading = firstHeading(html);
      expect(sentHeading, `${path}: the page's heading is in the HTML`).toBeTruthy();
      if (heading) expect(sentHeading).toBe(heading);
      expect(html, `${path}: the data it was rendered with`).toContain(
        '<script type="application/json" id="lp-page-data">',
      );

      const page = await browser.context().newPage();
      const consoleErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      page.on('pageerror', (error) => consoleErrors.push(error.message));
      // Marks the heading the HTML parser made, before any script runs: hydration keeps that
      // element; a mismatch (or a page rendered again) would put a new one in its place.
      await page.addInitScript(() => {
        document.addEventListener('readystatechange', () => {
          const h1 = document.querySelector('main h1') as (HTMLElement & { fromServer?: boolean }) | null;
          if (document.readyState === 'interactive' && h1) h1.fromServer = true;
        });
      });
      await page.setViewportSize(path === '/' ? mobile : desktop);
      await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
      const kept = await page.evaluate(
        () => (document.querySelector('main h1') as (HTMLElement & { fromServer?: boolean }) | null)?.fromServer,
      );
      expect(kept, `${path}: the heading sent is the heading shown`).toBe(true);
      expect(await page.locator('main h1').textContent()).toBe(sentHeading);
      expect(consoleErrors, `${path}: no hydration error`).toEqual([]);

      // Hydrated means working: on the phone, the menu opens; elsewhere, a link navigates in the app.
      if (path === '/') {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('navigation', { name: 'Mobile' }).waitFor();
      }
      await page.close();
    }
  });

  it("asks for the app's chunks once the page has painted, each of them once", async () => {
    const path = '/services/cleaning/end-of-tenancy-cleaning';
    const html = await (await fetch(`${browser.server().url}${path}`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const waiting = /<template id="lp-after-paint">(.*?)<\/template>/s.exec(head)?.[1] ?? '';
    expect(waiting, 'the chunks wait in the head').toContain('rel="modulepreload"');
    // What the HTML asks for at once: the entry script and index.html's own modulepreloads.
    const atOnce = new Set(
      [...head.replace(waiting, '').matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]),
    );

    const page = await browser.context().newPage();
    await page.goto(`${browser.server().url}${path}`, { waitUntil: 'networkidle' });
    const seen = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime })),
      templateLeft: document.getElementById('lp-after-paint') !== null,
    }));
    await page.close();

    expect(seen.firstPaint, 'the page painted').toBeGreaterThan(0);
    const early = seen.scripts.filter(
      (script) => !atOnce.has(script.path) && script.startTime < (seen.firstPaint as number),
    );
    expect(early, 'no chunk of the app asked for before the first paint').toEqual([]);
    const paths = seen.scripts.map((script) => script.path);
    expect(
      paths.filter((path, index) => paths.indexOf(path) !== index),
      'no chunk asked for twice',
    ).toEqual([]);
    for (const preload of waiting.matchAll(/href="([^"]+)"/g))
      expect(paths, 'each chunk the page needs is loaded').toContain(preload[1]);
    expect(seen.templateLeft, 'the template is gone once its links are in the head').toBe(false);
  });

  // The starter's other ways: it runs only in a browser, so only a browser can show them working.
  // Each must start the chunks at once: were it to wait for a paint report, none would come here
  // before its one-second limit.
  it.each([
    {
      when: 'in a hidden tab (no paint to wait for)',
      setUp: () => {
        Object.defineProperty(document, 'visibilityState', { get: () => 'hidden' });
        // Paint timing that never reports: only the hidden tab's way starts the chunks early.
        class Silent {
          static supportedEntryTypes = ['paint'];
          observe() {}
          disconnect() {}
        }
        Object.defineProperty(window, 'PerformanceObserver', { value: Silent });
      },
    },
    {
      when: 'in a browser that reports no paints',
      setUp: () => Reflect.deleteProperty(window, 'PerformanceObserver'),
    },
  ])('starts the chunks at once $when, and the page still hydrates', async ({ setUp }) => {
    const html = await (await fetch(`${browser.server().url}/`)).text();
    const waiting = /<template id="lp-after-paint">(.*?)<\/template>/s.exec(html)?.[1] ?? '';
    const chunks = [...waiting.matchAll(/href="([^"]+)"/g)].map((match) => match[1] as string);
    expect(chunks.length, 'the home page has chunks waiting').toBeGreaterThan(1);

    const page = await browser.context().newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.addInitScript(setUp);
    await page.setViewportSize(mobile);
    await page.goto(`${browser.server().url}/`, { waitUntil: 'networkidle' });
    const seen = await page.evaluate(
      (paths) => ({
        templateLeft: document.getElementById('lp-after-paint') !== null,
        firstChunkAt: Math.min(
          ...performance
            .getEntriesByType('resource')
            .filter((entry) => paths.includes(new URL(entry.name).pathname))
            .map((entry) => entry.startTime),
        ),
      }),
      chunks,
    );
    expect(errors, 'no error from the starter or the app').toEqual([]);
    expect(seen.templateLeft, 'the starter moved the chunks').toBe(false);
    expect(seen.firstChunkAt, 'the chunks were asked for at once, not after the limit').toBeLessThan(900);
    // Hydrated means working: the menu opens.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).waitFor();
    await page.close();
  });
});
