// Site search (issue 11) in a real browser: the header field's suggestions by keyboard, its
// ARIA combobox attributes, the forms without JavaScript, axe-core on the search pages, and the
// suggestions' code and queries loaded only when needed.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  axeViolations,
  BASE_URL,
  DESKTOP,
  launchBrowser,
  openPage,
  PHONE,
  visitHydrated,
  waitForHydration,
} from '../support/browser.mjs';

const FIELD = '#site-search-q';
const LISTBOX = '#site-search-q-listbox';
/** A string only the suggestions' own code holds (a class name of search-suggestions.tsx). */
const SUGGESTIONS_CODE = 'search-suggestions__option';
const GROUP_HEADING = /^(Programmes|Departments and offices|Faculties|People|Pages) \((\d+)\)$/;

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser?.close());

/** A page without the home popup in the way, hydrated when scripts are on. */
const visit = (path, viewport = DESKTOP, options = {}) =>
  visitHydrated(browser, path, viewport, options);

/** What /api/search answers for `query` (the suggestions the field must offer). */
async function suggestionsFor(query) {
  const response = await fetch(`${BASE_URL}/api/search?q=${encodeURIComponent(query)}`);
  assert.equal(response.status, 200);
  return (await response.json()).results;
}

/** The header field's combobox state, as a screen reader reads it. */
function comboboxState(page) {
  return page.evaluate(
    ({ field, listbox }) => {
      const input = document.querySelector(field);
      const list = document.querySelector(listbox);
      const options = [...(list?.querySelectorAll('[role=option]') ?? [])];
      return {
        expanded: input?.getAttribute('aria-expanded'),
        activedescendant: input?.getAttribute('aria-activedescendant') ?? null,
        listboxHidden: !list || list.hidden || list.getBoundingClientRect().height === 0,
        selected: options
          .filter((option) => option.getAttribute('aria-selected') === 'true')
          .map((option) => option.id),
        options: options.map((option) => ({
          id: option.id,
          text:
            option.querySelector('.search-suggestions__title')?.textContent ?? option.textContent,
        })),
        focused: document.activeElement === input,
      };
    },
    { field: FIELD, listbox: LISTBOX },
  );
}

/** Waits until the header field is expanded with exactly these suggestions, in this order. */
function waitForSuggestions(page, hits) {
  return page.waitForFunction(
    ({ field, listbox, titles }) =>
      document.querySelector(field)?.getAttribute('aria-expanded') === 'true' &&
      JSON.stringify(
        [...document.querySelectorAll(`${listbox} [role=option] .search-suggestions__title`)].map(
          (title) => title.textContent,
        ),
      ) === JSON.stringify(titles),
    { field: FIELD, listbox: LISTBOX, titles: hits.map((hit) => hit.title) },
  );
}

/**
 * Types `text` into the header field and waits until the listbox shows the suggestions for all
 * of it (a list for the first characters may show meanwhile). Resolves to those suggestions.
 */
async function typeAndWaitForList(page, text) {
  const expected = await suggestionsFor(text);
  await page.locator(FIELD).focus();
  await page.keyboard.type(text);
  await page.locator(LISTBOX).waitFor({ state: 'visible' });
  await waitForSuggestions(page, expected);
  return expected;
}

describe('header search field, by keyboard', () => {
  it('ArrowDown and ArrowUp move the active suggestion, Escape closes, typing reopens, Enter opens the chosen one', async () => {
    const query = 'civl eng';
    const { page, context, errors } = await visit('/AboutUs');
    const expected = await typeAndWaitForList(page, query);
    assert.ok(
      expected.length >= 2,
      `/api/search?q=${query} gives at least two suggestions (${expected.length})`,
    );
    let state = await comboboxState(page);
    assert.deepEqual(
      state.options.map((option) => option.text),
      expected.map((hit) => hit.title),
      'the listbox shows /api/search’s suggestions, in its order',
    );
    assert.deepEqual(
      state.options.map((option) => option.id),
      expected.map((_, index) => `site-search-q-listbox-${index}`),
    );
    assert.equal(state.activedescendant, null, 'no suggestion is active before an arrow key');
    assert.deepEqual(state.selected, []);

    await page.keyboard.press('ArrowDown');
    state = await comboboxState(page);
    assert.equal(state.activedescendant, 'site-search-q-listbox-0');
    assert.deepEqual(state.selected, ['site-search-q-listbox-0']);
    assert.equal(state.focused, true, 'the focus stays in the field');

    await page.keyboard.press('ArrowDown');
    state = await comboboxState(page);
    assert.equal(state.activedescendant, 'site-search-q-listbox-1');
    assert.deepEqual(state.selected, ['site-search-q-listbox-1']);

    await page.keyboard.press('ArrowUp');
    state = await comboboxState(page);
    assert.equal(state.activedescendant, 'site-search-q-listbox-0');
    assert.deepEqual(state.selected, ['site-search-q-listbox-0']);

    await page.keyboard.press('Escape');
    await page.locator(LISTBOX).waitFor({ state: 'hidden' });
    state = await comboboxState(page);
    assert.equal(state.expanded, 'false');
    assert.equal(state.listboxHidden, true);
    assert.equal(state.activedescendant, null);
    assert.equal(state.focused, true);
    assert.equal(await page.locator(FIELD).inputValue(), query, 'Escape keeps what was typed');

    // Typing again reopens the list.
    await page.keyboard.press('Backspace');
    await page.keyboard.type(query.slice(-1));
    await page.locator(LISTBOX).waitFor({ state: 'visible' });
    assert.equal(await page.locator(FIELD).getAttribute('aria-expanded'), 'true');
    await waitForSuggestions(page, expected);

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    state = await comboboxState(page);
    const index = Number(state.activedescendant?.replace('site-search-q-listbox-', ''));
    assert.equal(index, 1);
    const chosen = expected[index];
    assert.equal(state.options[index].text, chosen.title);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${BASE_URL}${chosen.url}`);
    assert.equal(
      page.url(),
      `${BASE_URL}${chosen.url}`,
      `Enter on “${chosen.title}” opens its page`,
    );
    await page.getByRole('heading', { level: 1 }).waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('Enter with no active suggestion submits the form to /search?q=', async () => {
    const { page, context, errors } = await visit('/AboutUs');
    await typeAndWaitForList(page, 'civil');
    assert.equal((await comboboxState(page)).activedescendant, null);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search');
    const url = new URL(page.url());
    assert.deepEqual([...url.searchParams], [['q', 'civil']]);
    assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Search results');
    assert.ok(
      (await page.locator('h2', { hasText: GROUP_HEADING }).count()) >= 1,
      'grouped results',
    );
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe('header search field, for screen readers', () => {
  it('is a list-autocomplete combobox whose listbox, expanded state and live announcement follow the suggestions', async () => {
    const { page, context, errors } = await visit('/AboutUs');
    const field = page.locator(FIELD);
    assert.equal(await field.getAttribute('role'), 'combobox');
    assert.equal(await field.getAttribute('aria-autocomplete'), 'list');
    assert.equal(await field.getAttribute('aria-expanded'), 'false');
    const controls = await field.getAttribute('aria-controls');
    assert.equal(controls, 'site-search-q-listbox');
    assert.equal(
      await page.locator(`[id="${controls}"]`).getAttribute('role'),
      'listbox',
      'aria-controls names a listbox (before focus)',
    );
    assert.equal(
      await page.evaluate(
        (id) => document.querySelector(`label[for="${id}"]`)?.textContent?.trim() ?? '',
        'site-search-q',
      ),
      'Search programmes, departments, people and pages',
    );

    const expected = await typeAndWaitForList(page, 'civl eng');
    assert.equal(
      await page.locator(`[id="${controls}"]`).getAttribute('role'),
      'listbox',
      'aria-controls names a listbox (after focus)',
    );
    assert.equal(await field.getAttribute('aria-expanded'), 'true');
    assert.equal(await page.locator(`${LISTBOX} [role=option]`).count(), expected.length);
    const status = page.locator('header form[role=search] [role=status]');
    assert.equal(await status.count(), 1, 'one live region in the header form');
    await page.waitForFunction((count) => {
      const text =
        document.querySelector('header form[role=search] [role=status]')?.textContent ?? '';
      return text.startsWith(`${count} suggestion`);
    }, expected.length);
    const announced = await status.textContent();
    assert.match(
      announced ?? '',
      new RegExp(`^${expected.length} suggestions?\\. `),
      `announces the count: “${announced}”`,
    );

    await page.keyboard.press('Escape');
    assert.equal(await field.getAttribute('aria-expanded'), 'false');

    // No suggestion: the list stays closed and the live region says so.
    await field.fill('');
    assert.deepEqual(await suggestionsFor('zzzzqqq'), []);
    await page.keyboard.type('zzzzqqq');
    await page.waitForFunction(
      () =>
        document.querySelector('header form[role=search] [role=status]')?.textContent ===
        'No suggestions.',
    );
    assert.equal(await field.getAttribute('aria-expanded'), 'false');
    assert.equal(await page.locator(LISTBOX).isVisible(), false);
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe('search without JavaScript', () => {
  it('the header form submits to /search?q= and the results come grouped from the server', async () => {
    const { page, context } = await visit('/AboutUs', DESKTOP, { javaScriptEnabled: false });
    await page.locator(FIELD).fill('civil');
    await page.locator(FIELD).press('Enter');
    await page.waitForURL((url) => url.pathname === '/search');
    assert.deepEqual([...new URL(page.url()).searchParams], [['q', 'civil']]);
    assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Search results');
    assert.match(
      (await page.locator('main [role=status]').first().textContent()) ?? '',
      /^\d+ results? for civil$/,
    );

    const sections = await page.locator('section.search-results').evaluateAll((elements) =>
      elements.map((section) => ({
        heading: section.querySelector('h2')?.textContent ?? '',
        items: section.querySelectorAll('li a').length,
      })),
    );
    assert.ok(sections.length >= 2, `results in several groups: ${JSON.stringify(sections)}`);
    assert.equal(
      sections[0].heading.match(GROUP_HEADING)?.[1],
      'Programmes',
      'programmes come first',
    );
    for (const { heading, items } of sections) {
      const match = heading.match(GROUP_HEADING);
      assert.ok(match, `group heading “${heading}”`);
      assert.equal(
        Number(match[2]),
        items,
        `${heading}: the count is the number of results listed`,
      );
    }
    const titles = await page.locator('section.search-results a').allTextContents();
    assert.ok(
      titles.includes('Department of Civil Engineering'),
      `found the department: ${titles.join(', ')}`,
    );

    // No result: a status message with the ways on.
    await page.goto(`${BASE_URL}/search?q=zzzzqqq`);
    const empty = page.locator('main [role=status]');
    assert.match((await empty.textContent()) ?? '', /Nothing matched zzzzqqq/);
    const next = await empty
      .locator('a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    assert.deepEqual(next, ['/ProgrammeFinder', '/AdmissionHome', '/ContactUs']);
    await context.close();
  });

  it('the Programme Finder filters by level and faculty with a plain GET form', async () => {
    const { page, context } = await visit('/ProgrammeFinder', DESKTOP, {
      javaScriptEnabled: false,
    });
    const summary = page.locator('.finder [role=status]');
    const total = Number(((await summary.textContent()) ?? '').match(/^(\d+) programmes\.$/)?.[1]);
    assert.ok(total > 0, 'the unfiltered finder counts every programme');
    assert.equal(await page.locator('.finder__programme').count(), total);

    await page.getByLabel('Level').selectOption('BS');
    await page.getByRole('button', { name: 'Show programmes' }).click();
    await page.waitForURL((url) => url.searchParams.get('level') === 'BS');
    assert.equal(new URL(page.url()).pathname, '/ProgrammeFinder');
    const titles = await page.locator('.finder__programme a').allTextContents();
    assert.ok(
      titles.length > 0 && titles.length < total,
      `${titles.length} BS programmes of ${total}`,
    );
    for (const title of titles) assert.ok(title.startsWith('BS'), `“${title}” is a BS programme`);
    assert.equal(await summary.textContent(), `${titles.length} of ${total} programmes match.`);
    assert.equal(
      await page.locator('#finder-level').inputValue(),
      'BS',
      'the chosen level stays selected',
    );

    // And a faculty on top: only that faculty's section is left.
    await page.locator('#finder-faculty').selectOption('FAC-000002');
    await page.getByRole('button', { name: 'Show programmes' }).click();
    await page.waitForURL(
      (url) =>
        url.searchParams.get('faculty') === 'FAC-000002' && url.searchParams.get('level') === 'BS',
    );
    const faculties = await page.locator('.finder__faculty h2').allTextContents();
    assert.deepEqual(faculties, ['Faculty of Science & Information Technology']);
    const both = await page.locator('.finder__programme a').allTextContents();
    assert.ok(both.length > 0 && both.length <= titles.length);
    for (const title of both) assert.ok(title.startsWith('BS'), `“${title}” is a BS programme`);
    await context.close();
  });
});

describe('the programme finder on a small phone', () => {
  it('keeps every filter inside its box and the page as wide as the screen at 320 px', async () => {
    const { page, context } = await visit('/ProgrammeFinder?level=BS', { width: 320, height: 800 });
    const layout = await page.evaluate(() => {
      const box = document.querySelector('.finder__filters').getBoundingClientRect();
      return {
        outside: [
          ...document.querySelectorAll(
            '.finder__filters select, .finder__filters input, .finder__filters button',
          ),
        ]
          .filter((control) => control.getBoundingClientRect().right > box.right + 0.5)
          .map((control) => control.name || control.textContent),
        pageWidth: document.documentElement.scrollWidth,
      };
    });
    await context.close();
    assert.deepEqual(layout, { outside: [], pageWidth: 320 });
  });
});

describe('accessibility of search (axe-core, every impact)', () => {
  it('finds nothing on the results, the no-result page, the finder and a page with the suggestions open, at 1280 px and 375 px', async () => {
    const found = [];
    for (const viewport of [DESKTOP, PHONE]) {
      const { page, context } = await openPage(browser, viewport);
      for (const path of [
        '/search?q=civil',
        '/search?q=zzzzqqq',
        '/search',
        '/ProgrammeFinder',
        '/ProgrammeFinder?level=BS&faculty=FAC-000002',
      ]) {
        await page.goto(`${BASE_URL}${path}`, { waitUntil: 'networkidle' });
        for (const violation of await axeViolations(page))
          found.push(`${viewport.width}px ${path}: ${violation}`);
      }
      await page.goto(`${BASE_URL}/AboutUs`, { waitUntil: 'networkidle' });
      await typeAndWaitForList(page, 'civl eng');
      await page.keyboard.press('ArrowDown');
      assert.equal((await comboboxState(page)).activedescendant, 'site-search-q-listbox-0');
      for (const violation of await axeViolations(page))
        found.push(`${viewport.width}px /AboutUs, suggestions open: ${violation}`);
      await context.close();
    }
    assert.deepEqual(found, []);
  });
});

describe('loading only what is needed', () => {
  it('fetches the suggestions’ code on first focus, and /api/search only from 2 characters, debounced', async (t) => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    const chunks = [];
    const searches = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (/^\/_next\/static\/chunks\/.+\.js$/.test(url.pathname)) chunks.push(url.href);
      if (url.pathname === '/api/search')
        searches.push({ q: url.searchParams.get('q'), at: Date.now() });
    });
    await page.goto(`${BASE_URL}/AboutUs`, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    await page.waitForTimeout(500);
    const beforeFocus = new Set(chunks);
    const codeOf = async (urls) =>
      Promise.all([...urls].map(async (url) => ({ url, text: await (await fetch(url)).text() })));
    const loadedEarly = (await codeOf(beforeFocus))
      .filter(({ text }) => text.includes(SUGGESTIONS_CODE))
      .map(({ url }) => url);
    assert.deepEqual(loadedEarly, [], 'no chunk loaded with the page holds the suggestions’ code');
    assert.equal(
      await page.locator(`${LISTBOX}[aria-label]`).count(),
      0,
      'the listbox is still the placeholder',
    );

    await page.locator(FIELD).focus();
    await page.waitForFunction(
      (listbox) => document.querySelector(listbox)?.getAttribute('aria-label') === 'Suggestions',
      LISTBOX,
    );
    const afterFocus = chunks.filter((url) => !beforeFocus.has(url));
    t.diagnostic(
      `${beforeFocus.size} chunks with the page, ${afterFocus.length} on focus: ${afterFocus.map((url) => url.split('/').pop()).join(', ')}`,
    );
    assert.ok(
      afterFocus.length >= 1,
      'at least one chunk is fetched only once the field is focused',
    );
    const suggestionsChunks = (await codeOf(afterFocus)).filter(({ text }) =>
      text.includes(SUGGESTIONS_CODE),
    );
    assert.ok(
      suggestionsChunks.length >= 1,
      'a chunk fetched on focus holds the suggestions’ code',
    );
    assert.deepEqual(searches, [], 'focusing asks nothing');

    await page.keyboard.type('c');
    await page.waitForTimeout(700);
    assert.deepEqual(searches, [], 'one character asks nothing');
    await page.keyboard.press('Backspace');
    await page.waitForTimeout(300);

    await page.evaluate((field) => {
      document.querySelector(field).addEventListener('input', () => {
        window.lastInputAt = Date.now();
      });
    }, FIELD);
    await page.keyboard.type('civil', { delay: 30 });
    const typedAt = await page.evaluate(() => window.lastInputAt);
    await page.locator(LISTBOX).waitFor({ state: 'visible' });
    await page.waitForTimeout(700);
    t.diagnostic(
      `requests while typing “civil”: ${JSON.stringify(searches.map(({ q, at }) => ({ q, afterLastInputMs: at - typedAt })))}`,
    );
    assert.ok(
      searches.length >= 1 && searches.length <= 2,
      `typing 5 characters quickly asks at most twice (${searches.length})`,
    );
    for (const { q } of searches) assert.ok(q.length >= 2, `asked for “${q}”`);
    assert.equal(searches.at(-1).q, 'civil');
    assert.ok(
      searches.at(-1).at - typedAt >= 150,
      'the last request waits for the typing to pause',
    );
    assert.deepEqual(errors, []);
    await context.close();
  });
});
