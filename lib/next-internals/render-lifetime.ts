import 'server-only';
import { unstable_cache } from 'next/cache';
import { cache } from 'react';

// Segment config needs a literal; `unstable_cache` with `revalidate: N` caps the render at N.

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

export const capRenderLifetime = cache(async (seconds: number): Promise<void> => {
  try {
    await marker(seconds)();
  } catch {
    // Outside a Next.js render (unit tests, scripts) there is no page to cap.
  }
});
