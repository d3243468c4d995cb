// Cold views: for each page, a fresh `next start` (its in-memory reply cache empty) renders the
// page once on demand; the backend's counters then show every upstream call one render costs,
// and whether any (function, fields) pair was asked more than once.
import { forceRender, previewModeId, settleCalls, startBenchSite } from './servers.mjs';

/**
 * @param {{ pages: import('./config.mjs').Target[], backend: any }} options
 * @returns {Promise<Record<string, { total: number, byCall: Record<string, number>, duplicates: Record<string, number>, renderMs: number, cache: string | null }>>}
 */
export async function runColdViews({ pages, backend }) {
  const previewId = previewModeId();
  const results = {};
  for (const page of pages) {
    const site = await startBenchSite();
    try {
      await backend.reset();
      const started = performance.now();
      const cache = await forceRender(page.path, previewId);
      const renderMs = performance.now() - started;
      const { total, byCall } = await settleCalls(backend);
      const duplicates = Object.fromEntries(
        Object.entries(byCall).filter(([, count]) => count > 1),
      );
      results[page.id] = { total, byCall, duplicates, renderMs, cache };
      console.log(
        `bench: cold ${page.path}: ${total} upstream calls, ${Object.keys(duplicates).length} repeated pairs (${Math.round(renderMs)} ms)`,
      );
    } finally {
      await site.stop();
    }
  }
  return results;
}
