import { act, render } from '@testing-library/react';
import { createRef } from 'react';
import { SearchSuggestions, type SuggestionLabels } from '@/components/search/search-suggestions';

// The suggestions ask /api/search in the page's language: `&lang=ur` on Urdu pages (the site's
// own pages come back titled in Urdu), nothing more on English ones (the contract's URL).

const asked: (string | null)[] = [];
jest.mock('swr', () => ({
  __esModule: true,
  default: (key: string | null) => {
    asked.push(key);
    return { data: undefined };
  },
}));
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }) }));

const labels = (lang: 'en' | 'ur'): SuggestionLabels => ({
  lang,
  intlLocale: lang === 'en' ? 'en-GB' : 'ur-PK',
  label: 'Suggestions',
  none: 'None',
  count: { one: '{n}', other: '{n}' },
  kinds: { programme: 'P', department: 'D', faculty: 'F', person: 'M', page: 'G' },
});

async function lastAsked(lang: 'en' | 'ur', typed: string): Promise<string | null | undefined> {
  jest.useFakeTimers();
  asked.length = 0;
  const input = createRef<HTMLInputElement>();
  render(
    <>
      <input ref={input} defaultValue={typed} />
      <SearchSuggestions input={input} listboxId="q-listbox" labels={labels(lang)} />
    </>,
  );
  await act(async () => {
    input.current?.dispatchEvent(new Event('input', { bubbles: true }));
    jest.advanceTimersByTime(500);
  });
  jest.useRealTimers();
  return asked.at(-1);
}

describe('search suggestions', () => {
  it('ask in Urdu on Urdu pages', async () => {
    expect(await lastAsked('ur', 'hostel')).toBe('/api/search?q=hostel&lang=ur');
  });

  it('ask as before on English pages', async () => {
    expect(await lastAsked('en', 'civil engineering')).toBe('/api/search?q=civil%20engineering');
  });
});
