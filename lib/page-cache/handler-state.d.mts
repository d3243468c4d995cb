export type PageCacheState = {
  cache: 'redis' | 'memory';
  /** Told of each tag revalidation (here, elsewhere, or missed while cut off) and when it was. */
  tagListeners: Set<(tags: string[], at: number) => void>;
  notifyTags(tags: string[], at?: number): void;
  /** Upstream replies shared through Redis, when REDIS_URL is set; get() answers null without. */
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
