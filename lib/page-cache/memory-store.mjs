// @ts-check
// This instance's own copy of cache entries: least recently used first out, within a byte
// budget. Sizes are estimated from the strings and buffers an entry holds (the bulk of a page:
// its HTML, RSC payload and segments).

/** @param {unknown} value @param {number} depth */
function estimateBytes(value, depth = 0) {
  if (value == null || depth > 6) return 0;
  if (typeof value === 'string') return value.length * 2;
  if (typeof value === 'number' || typeof value === 'boolean') return 8;
  if (ArrayBuffer.isView(value)) return value.byteLength;
  if (value instanceof Map) {
    let total = 0;
    for (const [key, item] of value) total += estimateBytes(key, depth + 1) + estimateBytes(item, depth + 1);
    return total;
  }
  if (Array.isArray(value)) return value.reduce((total, item) => total + estimateBytes(item, depth + 1), 0);
  if (typeof value === 'object') {
    let total = 0;
    for (const [key, item] of Object.entries(value)) total += key.length * 2 + estimateBytes(item, depth + 1);
    return total;
  }
  return 0;
}

export class MemoryStore {
  /** @param {{ maxBytes: number }} options */
  constructor({ maxBytes }) {
    this.maxBytes = maxBytes;
    this.bytes = 0;
    /** @type {Map<string, { entry: any, size: number }>} insertion order = least recently used first */
    this.items = new Map();
  }

  /** @param {string} key */
  get(key) {
    const item = this.items.get(key);
    if (!item) return undefined;
    this.items.delete(key);
    this.items.set(key, item);
    return item.entry;
  }

  /** @param {string} key @param {any} entry */
  set(key, entry) {
    this.delete(key);
    const size = estimateBytes(entry) + key.length * 2;
    if (size > this.maxBytes) return;
    this.items.set(key, { entry, size });
    this.bytes += size;
    for (const [oldest, item] of this.items) {
      if (this.bytes <= this.maxBytes) break;
      this.items.delete(oldest);
      this.bytes -= item.size;
    }
  }

  /** @param {string} key */
  delete(key) {
    const item = this.items.get(key);
    if (!item) return;
    this.items.delete(key);
    this.bytes -= item.size;
  }

  get size() {
    return this.items.size;
  }
}
