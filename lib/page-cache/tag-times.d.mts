export const FLOOR_FIELD: string;
export class TagTimes {
  staleSince(tags: readonly string[]): number;
  note(tag: string, at: number): boolean;
  tidy(now: number): { keptAfter: number; upTo: number; floor: number } | null;
}
