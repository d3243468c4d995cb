export const QUERY_MAX_LENGTH: number;
export function normaliseQuery(query: unknown): string;
