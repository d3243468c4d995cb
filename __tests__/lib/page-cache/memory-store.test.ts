import { MemoryStore } from '@/lib/page-cache/memory-store.mjs';

const page = (kb: number) => ({ value: { kind: 'APP_PAGE', html: 'x'.repeat(kb * 512), rscData: Buffer.alloc(kb * 1024) } });

describe('MemoryStore', () => {
  it('keeps entries within its byte budget, dropping the least recently used first', () => {
    const probe = new MemoryStore({ maxBytes: 1 << 20 });
    probe.set('a', page(2));
    // Room for five such entries, not six.
    const store = new MemoryStore({ maxBytes: Math.floor(probe.bytes * 5.5) });
    for (const key of ['a', 'b', 'c', 'd', 'e']) store.set(key, page(2));
    store.get('a'); // a is now the most recently used
    for (const key of ['f', 'g', 'h', 'i']) store.set(key, page(2));
    expect(store.get('a')).toBeDefined();
    expect(store.get('b')).toBeUndefined();
    expect(store.bytes).toBeLessThanOrEqual(store.maxBytes);
  });

  it('counts buffers and strings of an entry, and refuses one larger than the whole budget', () => {
    const store = new MemoryStore({ maxBytes: 4096 });
    store.set('big', page(8));
    expect(store.get('big')).toBeUndefined();
    expect(store.size).toBe(0);
  });

  it('replaces an entry without counting it twice, and forgets a deleted one', () => {
    const store = new MemoryStore({ maxBytes: 1 << 20 });
    store.set('a', page(1));
    const once = store.bytes;
    store.set('a', page(1));
    expect(store.bytes).toBe(once);
    store.delete('a');
    expect(store.bytes).toBe(0);
    expect(store.get('a')).toBeUndefined();
  });
});
