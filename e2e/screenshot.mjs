// Saves full-page screenshots of the given paths at 1280 px and 375 px:
//   node e2e/screenshot.mjs http://localhost:3000 artifacts/screens / /DptHome?id=DEP-000001
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

const [base, out, ...paths] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
for (const width of [1280, 375]) {
  const page = await browser.newPage({ viewport: { width, height: width === 375 ? 812 : 900 } });
  page.on('console', (message) => message.type() === 'error' && console.log(`console error on ${page.url()}: ${message.text()}`));
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: 'networkidle' }).catch((error) => console.log(`${path}: ${error.message}`));
    await page.evaluate(() => document.querySelector('dialog[open]')?.close());
    // Scroll through the page so that lazy images load before the full-page shot.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState('networkidle');
    const name = (path.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '') || 'home') + `-${width}.png`;
    await page.screenshot({ path: `${out}/${name}`, fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (overflow > 0) console.log(`${path} at ${width}px overflows by ${overflow}px`);
  }
  await page.close();
}
await browser.close();
