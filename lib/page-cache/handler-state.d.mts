export type PageCacheState = {
  /** Where pages are cached right now. */
  cache: 'redis' | 'memory';
  /**
   * Told of every tag revalidation, on this instance or, through Redis, on another one, with
   * when it was made (ms): also those made while this instance was cut off from Redis, once it
   * is back.
   */
  tagListeners: Set<(tags: string[], at: number) => void>;
  notifyTags(tags: string[], at?: number): void;
  /**
   * Upstream replies shared by every instance, while Redis is reachable (set by the cache
   * handler when REDIS_URL is set). get() answers null when Redis has none or cannot be asked.
   */
  replies?: {
    get(key: string): Promise<{ value: unknown; fetchedAt: number } | null>;
    set(
      key: string,
      reply: { value: unknown; fetchedAt: number },
      ttlSeconds: number,
    ): Promise<void>;
  };
};

export function sharedState(): PageCacheState;
