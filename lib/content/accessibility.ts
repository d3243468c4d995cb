import type { Dictionary } from '@/lib/i18n/dictionaries';

export const ACCESSIBILITY_PATH = '/Accessibility';

// WCAG asks the statement to say when it was last reviewed: move this date whenever the code or
// the suites change what it says (it says only what they show).
export const ACCESSIBILITY_REVIEWED = '2026-11-28';

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
