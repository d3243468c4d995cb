// The site can be added to a phone's home screen (issue 18, "Installable"): Chromium's own
// installability check finds nothing missing on English and Urdu pages, each language's pages
// linking their own manifest (issue 26).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { chromium } from 'playwright-core';
import { BASE_URL, CHROMIUM_ARGS } from '../support/browser.mjs';

let context;
let profile;
before(async () => {
  // A profile of its own: Chromium never offers to install from an incognito window, which is
  // what a plain launch opens.
  profile = mkdtempSync(join(tmpdir(), 'kust-install-'));
  context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
});
after(async () => {
  await context?.close();
  if (profile) rmSync(profile, { recursive: true, force: true });
});

describe('installing the site', () => {
  it('passes Chromium’s installability check on English, Urdu and Sindhi pages, each with its own language’s manifest', async () => {
    const page = await context.newPage();
    for (const [path, manifest, lang] of [
      ['/', '/manifest.webmanifest', 'en'],
      ['/ur', '/ur/manifest.webmanifest', 'ur'],
      ['/ur/AdmissionHome', '/ur/manifest.webmanifest', 'ur'],
      ['/sd', '/sd/manifest.webmanifest', 'sd'],
      ['/sd/DptHome?id=DEP-000001', '/sd/manifest.webmanifest', 'sd'],
    ]) {
      await page.goto(`${BASE_URL}${path}`, { waitUntil: 'networkidle' });
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      assert.deepEqual(installabilityErrors, [], path);
      const { url, errors, data } = await cdp.send('Page.getAppManifest');
      assert.equal(new URL(url).pathname, manifest, path);
      assert.equal(JSON.parse(data).lang, lang, path);
      assert.deepEqual(errors, [], path);
      await cdp.detach();
    }
    await page.close();
  });
});
