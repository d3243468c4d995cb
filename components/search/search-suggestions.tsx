'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';
import useSWR from 'swr';
import type { Language } from '@/lib/i18n/languages';
import { localHref } from '@/lib/routing/routes';
import type { SearchHit, SearchKind } from '@/lib/search/hit';

// Suggestions as you type: the WAI-ARIA combobox pattern (list autocomplete) on SearchBox's field.

/** What the list says, in the page's language, and where its links lead (pages in that language). */
export type SuggestionLabels = {
  lang: Language;
  intlLocale: string;
  label: string;
  none: string;
  /** '{n} suggestions…', by plural category. */
  count: { one: string; other: string };
  kinds: Record<SearchKind, string>;
};

export type SuggestionsProps = {
  input: RefObject<HTMLInputElement | null>;
  listboxId: string;
  labels: SuggestionLabels;
};

/** Suggestions start at this many characters. */
const MIN_LENGTH = 2;
/** Typing pauses this long before the query is sent. */
const DEBOUNCE_MS = 200;

type SearchReply = { query: string; results: SearchHit[] };

async function fetchSuggestions(url: string): Promise<SearchReply> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`search answered ${response.status}`);
  return (await response.json()) as SearchReply;
}

/** Any input event on the page (they bubble): the field's text is read again, cheaply. */
function subscribeToTyping(onChange: () => void): () => void {
  document.addEventListener('input', onChange);
  return () => document.removeEventListener('input', onChange);
}

export function SearchSuggestions({ input, listboxId, labels }: SuggestionsProps) {
  const router = useRouter();
  // Read from the field itself: keys pressed while this code loaded are never missed.
  const typed = useSyncExternalStore(
    subscribeToTyping,
    () => input.current?.value ?? '',
    () => '',
  );
  // Starts empty: what was typed while this code loaded is asked for after the same pause.
  const [query, setQuery] = useState('');
  // Mounted when the field is first focused: open at once if it still has the focus.
  const [open, setOpen] = useState(() => document.activeElement === input.current);
  const [active, setActive] = useState(-1);

  // The query follows the typing after a pause.
  useEffect(() => {
    const timer = setTimeout(() => setQuery(typed.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const { data } = useSWR(
    query.length >= MIN_LENGTH
      ? `/api/search?q=${encodeURIComponent(query)}${labels.lang === 'en' ? '' : `&lang=${labels.lang}`}`
      : null,
    fetchSuggestions,
    { keepPreviousData: true, revalidateOnFocus: false, shouldRetryOnError: false },
  );
  const results =
    query.length >= MIN_LENGTH && typed.trim().length >= MIN_LENGTH ? (data?.results ?? []) : [];
  const expanded = open && results.length > 0;

  const choose = (hit: SearchHit) => {
    setOpen(false);
    router.push(localHref(hit.url, labels.lang));
  };

  // The field is SearchBox's: its attributes and keys are handled here, on the element.
  useEffect(() => {
    const field = input.current;
    if (!field) return;
    field.setAttribute('aria-expanded', String(expanded));
    if (expanded && active >= 0)
      field.setAttribute('aria-activedescendant', `${listboxId}-${active}`);
    else field.removeAttribute('aria-activedescendant');

    const onInput = () => {
      setOpen(true);
      setActive(-1);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (!results.length) return;
        event.preventDefault();
        setOpen(true);
        const step = event.key === 'ArrowDown' ? 1 : -1;
        // From the field, down goes to the first suggestion and up to the last; past either end, back to the field.
        setActive((current) => {
          const next = current + step;
          if (current === -1 && step === -1) return results.length - 1;
          return next < 0 || next >= results.length ? -1 : next;
        });
      } else if (event.key === 'Escape') {
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        }
      } else if (event.key === 'Enter' && expanded && active >= 0 && results[active]) {
        // Enter on a suggestion opens it; Enter on the field alone submits the form (/search).
        event.preventDefault();
        choose(results[active]);
      }
    };
    const onBlur = () => setOpen(false);
    const onFocus = () => setOpen(true);
    field.addEventListener('input', onInput);
    field.addEventListener('keydown', onKeyDown);
    field.addEventListener('blur', onBlur);
    field.addEventListener('focus', onFocus);
    return () => {
      field.removeEventListener('input', onInput);
      field.removeEventListener('keydown', onKeyDown);
      field.removeEventListener('blur', onBlur);
      field.removeEventListener('focus', onFocus);
    };
  });

  const announcement =
    query.length < MIN_LENGTH || !open || !data
      ? ''
      : results.length === 0
        ? labels.none
        : labels.count[
            new Intl.PluralRules(labels.intlLocale).select(results.length) === 'one'
              ? 'one'
              : 'other'
          ].replace('{n}', String(results.length));

  return (
    <>
      <ul
        id={listboxId}
        role="listbox"
        aria-label={labels.label}
        className="search-suggestions"
        hidden={!expanded}
      >
        {results.map((hit, index) => (
          <li
            key={hit.url + hit.title}
            id={`${listboxId}-${index}`}
            role="option"
            aria-selected={index === active}
            className="search-suggestions__option"
            // Keeps the focus in the field, so that the list does not close before the click.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(hit)}
          >
            <span
              className="search-suggestions__title"
              lang={labels.lang === 'en' || hit.kind === 'page' ? undefined : 'en'}
            >
              {hit.title}
            </span>
            <span className="search-suggestions__kind">{labels.kinds[hit.kind]}</span>
          </li>
        ))}
      </ul>
      <p role="status" aria-live="polite" className="visually-hidden">
        {announcement}
      </p>
    </>
  );
}
