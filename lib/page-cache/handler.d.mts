/** The most tag revalidation times kept, in Redis and in memory (issue 49, N24). */
export const MAX_TAG_TIMES: number;

/** Next's cacheHandler (handler.mjs), for the tests that construct it. */
export default class PageCacheHandler {
  constructor(ctx: { serverDistDir?: string });
  get(key: string, ctx?: unknown): Promise<unknown>;
  set(key: string, data: unknown, ctx?: unknown): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}
