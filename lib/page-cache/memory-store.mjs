// @ts-check
// This instance's copy of the entries: least recently used first out within a byte budget,
// entries marked evictFirst before any other. Sizes count the strings and buffers, a page's bulk.

function estimateBytes(value, depth = 0) {
  if (value == null || depth > 6) return 0;
  if (typeof value === 'string') return value.length * 2;
  if (typeof value === 'number' || typeof value === 'boolean') return 8;
  if (ArrayBuffer.isView(value)) return value.byteLength;
  if (value instanceof Map) {
    let total = 0;
    for (const [key, item] of value)
      total += estimateBytes(key, depth + 1) + estimateBytes(item, depth + 1);
    return total;
  }
  if (Array.isArray(value))
    return value.reduce((total, item) => total + estimateBytes(item, depth + 1), 0);
  if (typeof value === 'object') {
    let total = 0;
    for (const [key, item] of Object.entries(value))
      total += key.length * 2 + estimateBytes(item, depth + 1);
    return total;
  }
  return 0;
}

export class MemoryStore {
  constructor({ maxBytes }) {
    this.maxBytes = maxBytes;
    this.bytes = 0;
    // Each in insertion order, which a read renews: least recently used first.
    this.regular = new Map();
    this.evictFirst = new Map();
  }

  get(key) {
    const queue = this.regular.has(key) ? this.regular : this.evictFirst;
    const item = queue.get(key);
    if (!item) return undefined;
    queue.delete(key);
    queue.set(key, item);
    return item.entry;
  }

  set(key, entry, { evictFirst = false } = {}) {
    this.delete(key);
    const size = estimateBytes(entry) + key.length * 2;
    if (size > this.maxBytes) return;
    (evictFirst ? this.evictFirst : this.regular).set(key, { entry, size });
    this.bytes += size;
    for (const queue of [this.evictFirst, this.regular]) {
      for (const [oldest, item] of queue) {
        if (this.bytes <= this.maxBytes) return;
        queue.delete(oldest);
        this.bytes -= item.size;
      }
    }
  }

  delete(key) {
    for (const queue of [this.regular, this.evictFirst]) {
      const item = queue.get(key);
      if (!item) continue;
      queue.delete(key);
      this.bytes -= item.size;
    }
  }

  get size() {
    return this.regular.size + this.evictFirst.size;
  }
}
