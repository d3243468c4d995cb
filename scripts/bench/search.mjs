// The search rows (issue 11): /api/search and /search under the same load runs as the pages,
// with the upstream calls made meanwhile (0 once the site index is warm), and the first-load
// JS of the pages that gained a search field, against the figures before search existed.
import { SEARCH, SITE_URL } from './config.mjs';
import { measurePageWeight } from './js-size.mjs';
import { runLoad } from './load.mjs';

/** Waits until the site's index answers (it is built in the background at start). */
export async function warmIndex() {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const reply = await fetch(`${SITE_URL}${SEARCH.targets[0].path}`);
    if (reply.ok && (await reply.json()).results.length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the site index never answered /api/search with results');
}

export async function runSearchRows({ backend, duration }) {
  await warmIndex();
  const load = await runLoad({ targets: SEARCH.targets, backend, previewId: null, duration });
  const weights = {};
  for (const page of SEARCH.pages)
    weights[page.id] = await measurePageWeight(`${SITE_URL}${page.path}`);
  return { load, weights };
}
