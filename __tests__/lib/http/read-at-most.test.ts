/** @jest-environment node */
import { readAtMost } from '@/lib/http/read-at-most';

/** A stream of `chunks`, counting how many were pulled and whether it was cancelled. */
function streamOf(chunks: string[]) {
  const seen = { pulled: 0, cancelled: false };
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[seen.pulled];
      seen.pulled += 1;
      if (chunk === undefined) controller.close();
      else controller.enqueue(encoder.encode(chunk));
    },
    cancel() {
      seen.cancelled = true;
    },
  });
  return { stream, seen };
}

const text = (bytes: Uint8Array | null) => (bytes ? new TextDecoder().decode(bytes) : bytes);

describe('readAtMost', () => {
  it('reads a body of up to the limit whole, over several chunks', async () => {
    const { stream, seen } = streamOf(['abc', 'de', 'f']);
    expect(text(await readAtMost(stream, 6))).toBe('abcdef');
    expect(seen.cancelled).toBe(false);
  });

  it('answers null once the body passes the limit, and cancels the rest unread', async () => {
    const { stream, seen } = streamOf(['abc', 'def', 'ghi', 'jkl']);
    expect(await readAtMost(stream, 5)).toBeNull();
    expect(seen.cancelled).toBe(true);
    // The second chunk passed the limit: nothing after it was asked for but what the stream
    // queued ahead (one chunk at most).
    expect(seen.pulled).toBeLessThanOrEqual(3);
  });

  it('answers null for a body one byte over the limit', async () => {
    const { stream } = streamOf(['abcdef', 'g']);
    expect(await readAtMost(stream, 6)).toBeNull();
  });

  it('reads an empty body, and no body at all, as no bytes', async () => {
    const { stream } = streamOf([]);
    expect((await readAtMost(stream, 10))?.byteLength).toBe(0);
    expect((await readAtMost(null, 10))?.byteLength).toBe(0);
  });

  it('reads the body of a Request or Response as fetch gives it', async () => {
    const request = new Request('http://site.test/api/vitals', { method: 'POST', body: '{"a":1}' });
    expect(text(await readAtMost(request.body, 1024))).toBe('{"a":1}');
    expect(await readAtMost(new Response('x'.repeat(2000)).body, 1024)).toBeNull();
  });
});
