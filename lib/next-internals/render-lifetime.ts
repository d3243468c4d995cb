import 'server-only';
import { unstable_cache } from 'next/cache';
import { cache } from 'react';

// How long Next may keep the HTML of the page being rendered (its ISR revalidate time).
// Route segment config needs a literal number, but the window comes from
// APPAPI_REVALIDATE_SECONDS at run time; an unstable_cache call with `revalidate: N` lowers
// the lifetime of the render that makes it to N (next/dist/.../unstable-cache.js), so the
// data layer states the lifetime of every render it serves: the revalidate window after good
// replies, a few seconds after a failure so that a page built from fallbacks is not kept.

const markers = new Map<number, () => Promise<number>>();

function marker(seconds: number): () => Promise<number> {
  let mark = markers.get(seconds);
  if (!mark) {
    mark = unstable_cache(async () => seconds, ['render-lifetime', String(seconds)], {
      revalidate: seconds,
    });
    markers.set(seconds, mark);
  }
  return mark;
}

/** Caps the current render's lifetime at `seconds` (once per render and value). */
export const capRenderLifetime = cache(async (seconds: number): Promise<void> => {
  try {
    await marker(seconds)();
  } catch {
    // Outside a Next.js render (unit tests, scripts) there is no page to cap.
  }
});
