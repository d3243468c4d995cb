import type { Dictionary } from '@/lib/i18n/dictionaries';

// The accessibility statement (/Accessibility, issue 53): where it lives, its title and
// description in each language, and when it was last checked against the site. The statement
// says only what the code and the suites show; review it, and move the date, whenever either
// changes what it says (a gap fixed, a check added).

export const ACCESSIBILITY_PATH = '/Accessibility';

/** The day the statement was last reviewed (ISO): WCAG asks a statement to say when. Fixed, not the build's date. */
export const ACCESSIBILITY_REVIEWED = '2026-11-28';

/** The statement's path, title and description in the dictionary's language, for pageMetadata and search. */
export function accessibilityPage(t: Dictionary): {
  path: string;
  title: string;
  description: string;
} {
  return {
    path: ACCESSIBILITY_PATH,
    title: t.accessibility.heading,
    description: t.accessibility.metaDescription(t.site.name),
  };
}
