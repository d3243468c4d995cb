// Helpers shared by the demo data set. Everything here is deterministic: the same data on
// every run, so the generated images and the tests always agree with the replies.

/** Every long institutional text carries this sentence, so nobody mistakes the demo for real. */
export const DEMO_NOTE = 'This is demonstration content for a fictional university.';

export const EMAIL_DOMAIN = 'kust.example.edu.pk';

/** Paragraphs as the backend sends them: plain text separated by blank lines. */
export function paragraphs(...parts: string[]): string {
  return parts.map((part) => part.trim()).join('\n\n');
}

/** The text with the demo note appended to its last paragraph. */
export function withDemoNote(text: string): string {
  return `${text.trim()} ${DEMO_NOTE}`;
}

/** A date the way ASP.NET serialises it: '2025-10-14T00:00:00'. */
export function isoDate(year: number, month: number, day: number): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${year}-${pad(month)}-${pad(day)}T00:00:00`;
}

/** Rows sorted newest first by one of their ISO date fields. */
export function newestFirst<T>(rows: readonly T[], dateOf: (row: T) => string): T[] {
  return [...rows].sort((a, b) => dateOf(b).localeCompare(dateOf(a)));
}

/** A lower-case, dash-separated file name part: 'Dr. Aijaz Ali Soomro' → 'aijaz-ali-soomro'. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/\b(prof|dr|engr|mr|ms|mrs)\.\s*/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A small seeded generator (mulberry32), so "random" picks are the same on every run. */
export function seededRandom(seedText: string): () => number {
  let seed = 2166136261;
  for (const char of seedText) seed = Math.imul(seed ^ char.charCodeAt(0), 16777619);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One element of a non-empty list, chosen by `random`. */
export function pick<T>(items: readonly T[], random: () => number): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick() needs a non-empty list');
  return item;
}

/** Where a person's generated portrait lives (scripts/make-demo-images.ts draws one per person). */
export function portraitPath(name: string): string {
  return `/demo/people/${slugify(name)}.jpg`;
}
