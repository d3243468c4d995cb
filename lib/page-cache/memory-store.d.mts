export class MemoryStore {
  constructor(options: { maxBytes: number });
  readonly maxBytes: number;
  readonly bytes: number;
  readonly size: number;
  get(key: string): unknown;
  set(key: string, entry: unknown, options?: { evictFirst?: boolean }): void;
  delete(key: string): void;
}
