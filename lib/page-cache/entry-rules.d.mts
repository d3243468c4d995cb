import type { TagTimes } from './tag-times.mjs';

export function tagsOf(entry: unknown, ctx?: unknown): string[];
export function isUnknownIdPage(value: unknown): boolean;
export function isFresh(entry: unknown): boolean;
export function isCurrent(entry: unknown, ctx: unknown, tagTimes: TagTimes, now: number): boolean;
export function isKept(data: unknown): boolean;
export function lifetimeSeconds(unknownId: boolean, cacheControl?: unknown): number;
