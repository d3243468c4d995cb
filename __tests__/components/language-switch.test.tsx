import { render } from '@testing-library/react';
import { LanguageSwitch } from '@/components/layout/language-switch';

const navigation = { segments: [] as string[], search: new URLSearchParams(), searchReads: 0 };
jest.mock('next/navigation', () => ({
  useSelectedLayoutSegments: () => navigation.segments,
  useSearchParams: () => {
    navigation.searchReads += 1;
    return navigation.search;
  },
}));

const URDU = {
  to: 'ur',
  tag: 'ur',
  dir: 'rtl',
  label: 'یہ صفحہ اردو میں پڑھیں',
  name: 'اردو',
} as const;

function hrefOn(segments: string[], search = '') {
  navigation.segments = segments;
  navigation.search = new URLSearchParams(search);
  navigation.searchReads = 0;
  const { container, unmount } = render(<LanguageSwitch {...URDU} />);
  const href = container.querySelector('a.language-switch')?.getAttribute('href');
  unmount();
  return href;
}

describe('LanguageSwitch', () => {
  it('links a department page to the same page and id in the other language, without reading the query', () => {
    // The server's link is the browser's: hydration keeps the element, and a tap on it is not lost.
    expect(hrefOn(['department', 'DEP-000001', 'DptHome'], 'utm_source=x')).toBe(
      '/ur/DptHome?id=DEP-000001',
    );
    expect(navigation.searchReads).toBe(0);
  });

  it('keeps the query of a search and of the finder, which are rendered per request', () => {
    expect(hrefOn(['search'], 'q=computer')).toBe('/ur/search?q=computer');
    expect(navigation.searchReads).toBe(1);
    expect(hrefOn(['ProgrammeFinder'], 'faculty=FAC-1')).toBe('/ur/ProgrammeFinder?faculty=FAC-1');
  });
});
