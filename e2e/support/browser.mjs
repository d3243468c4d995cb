// Debian's chromium driven by playwright-core: no test tool downloads a browser here.
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3300';
export const SCREENSHOT_DIR = new URL('../../artifacts/screenshots/', import.meta.url).pathname;

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 375, height: 812 };

export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

/**
 * A page at the given viewport that records console errors and page errors. Requests to other
 * hosts than `base`'s (YouTube, the map) are answered locally: the suite must not depend on the
 * internet.
 */
export async function openPage(browser, viewport = DESKTOP, { base = BASE_URL, ...options } = {}) {
  const context = await browser.newContext({ viewport, ...options });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  const local = new URL(base).host;
  await context.route(
    (url) => url.host !== local,
    (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><title>external</title>',
      }),
  );
  return { page, context, errors };
}

/**
 * A fresh page at `path` (never the home popup's concern: callers pick their page). With scripts
 * on, it is used (see waitForHydration) and waits until the layout is hydrated (the main nav
 * marks itself data-enhanced): a focus before that is CSS's (a menu opens, but aria-expanded
 * stays unset).
 */
export async function visitHydrated(browser, path, viewport = DESKTOP, options = {}) {
  const session = await openPage(browser, viewport, options);
  await session.page.goto(`${BASE_URL}${path}`);
  if (options.javaScriptEnabled !== false) await waitForHydration(session.page);
  return session;
}

/**
 * Evaluates `fn(arg)` in the page until it gives a truthy value, which it returns. Unlike
 * Playwright's waitForFunction it awaits an async `fn` (Cache Storage, the worker's
 * registration): waitForFunction takes the pending promise itself as true.
 */
export async function waitForInPage(page, fn, arg, { timeout = 15_000, interval = 200 } = {}) {
  const deadline = Date.now() + timeout;
  for (;;) {
    // A navigation under way destroys the context the call ran in: try again.
    const value = await page.evaluate(fn, arg).catch(() => undefined);
    if (value) return value;
    if (Date.now() > deadline)
      throw new Error(`not true within ${timeout} ms: ${String(fn).slice(0, 160)}`);
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}

/**
 * Resolves once the layout's scripts have taken over the page (see visitHydrated). A page is
 * hydrated on its first use (lib/next-internals/boot/on-first-use.ts): a press of Shift is a use that changes
 * nothing on the page, as a visitor's first key or tap would start it.
 */
export async function waitForHydration(page) {
  await page.waitForLoadState('load');
  await page.keyboard.press('Shift');
  await page.locator('nav.main-nav[data-enhanced]').waitFor({ state: 'attached' });
}

const axeSource = createRequire(import.meta.url)('axe-core').source;

/** Runs axe-core in the page (WCAG 2.2 AA and best practice); returns its violations, of any impact. */
export async function axeViolations(page) {
  await page.addScriptTag({ content: axeSource });
  const results = await page.evaluate(async () =>
    axe.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
    }),
  );
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .map((node) => node.target.join(' '))
        .slice(0, 5)
        .join(', ')}`,
  );
}

/**
 * axe-core's violations on every path at every viewport, each line naming its width and path
 * (the home popup closed first, so that the page under it is what is checked).
 */
export async function axeViolationsOf(browser, paths, viewports) {
  // One tab per viewport, side by side: axe is most of the suite's time and each tab is a process.
  const perViewport = await Promise.all(
    viewports.map(async (viewport) => {
      const found = [];
      const { page, context } = await openPage(browser, viewport);
      for (const path of paths) {
        await page.goto(`${BASE_URL}${path}`, { waitUntil: 'networkidle' });
        await page.evaluate(() => document.querySelector('dialog[open]')?.close());
        for (const violation of await axeViolations(page))
          found.push(`${viewport.width}px ${path}: ${violation}`);
      }
      await context.close();
      return found;
    }),
  );
  return perViewport.flat();
}

/** A full-page screenshot once every lazy image is in: the page is scrolled through first. */
export async function screenshotLoaded(page, name) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  await screenshot(page, name);
}

export async function screenshot(page, name) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOT_DIR}${name}.png`, fullPage: true });
}
