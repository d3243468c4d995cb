export type PageCacheState = {
  /** Where pages are cached right now. */
  cache: 'redis' | 'memory';
  /** Told of every tag revalidation, on this instance or, through Redis, on another one. */
  tagListeners: Set<(tags: string[]) => void>;
  notifyTags(tags: string[]): void;
};

export function sharedState(): PageCacheState;
