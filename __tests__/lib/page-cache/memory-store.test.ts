import { MemoryStore } from '@/lib/page-cache/memory-store.mjs';

const page = (kb: number) => ({
  value: { kind: 'APP_PAGE', html: 'x'.repeat(kb * 512), rscData: Buffer.alloc(kb * 1024) },
});

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

  it('drops entries marked to go first (pages of unknown ids) before any regular one, least recently used first', () => {
    const probe = new MemoryStore({ maxBytes: 1 << 20 });
    probe.set('a', page(2));
    const store = new MemoryStore({ maxBytes: Math.floor(probe.bytes * 4.5) });
    store.set('real-1', page(2));
    store.set('unknown-1', page(2), { evictFirst: true });
    store.set('unknown-2', page(2), { evictFirst: true });
    store.set('real-2', page(2));
    store.get('unknown-1');
    store.set('real-3', page(2)); // one too many: the least recently used to go first goes
    expect(store.get('unknown-2')).toBeUndefined();
    expect(store.get('unknown-1')).toBeDefined();
    store.set('real-4', page(2)); // and then the other one, though real-1 is older
    expect(store.get('unknown-1')).toBeUndefined();
    for (const key of ['real-1', 'real-2', 'real-3', 'real-4'])
      expect(store.get(key)).toBeDefined();
    store.set('real-5', page(2)); // none to go first left: the least recently used regular one
    expect(store.get('real-1')).toBeUndefined();
    expect(store.size).toBe(4);
    expect(store.bytes).toBeLessThanOrEqual(store.maxBytes);
  });

  it('moves an entry between the queues when it is set again with the other kind', () => {
    const store = new MemoryStore({ maxBytes: 1 << 20 });
    store.set('a', page(1), { evictFirst: true });
    const once = store.bytes;
    store.set('a', page(1));
    expect(store.bytes).toBe(once);
    expect(store.size).toBe(1);
  });
});
