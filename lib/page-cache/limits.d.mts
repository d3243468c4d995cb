/** The most tag revalidation times kept, in Redis and in memory (issue 49, N24). */
export const MAX_TAG_TIMES: number;
