'use client';

import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { SuggestionLabels, SuggestionsProps } from './search-suggestions';

type SearchBoxProps = {
  id: string;
  defaultValue?: string;
  placeholder?: string;
  suggestions: SuggestionLabels;
};

/**
 * The search field of a GET /search form. It works as a plain field without JavaScript; the
 * suggestions' code (swr, the listbox) is fetched when the field is first focused, so pages
 * that nobody searches from never load it.
 */
export function SearchBox({ id, defaultValue, placeholder, suggestions }: SearchBoxProps) {
  const input = useRef<HTMLInputElement>(null);
  const [Suggestions, setSuggestions] = useState<ComponentType<SuggestionsProps> | null>(null);
  const load = () => {
    if (!Suggestions) {
      import('./search-suggestions').then(
        (loaded) => setSuggestions(() => loaded.SearchSuggestions),
        () => {}, // offline: the field stays a plain search field
      );
    }
  };
  // On a slow phone the field may be focused before the page is hydrated: no focus event
  // reaches React then, so the focus is checked once hydrated (typing loads it too).
  useEffect(() => {
    if (document.activeElement === input.current) load();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on hydration
  }, []);
  return (
    <>
      <input
        ref={input}
        id={id}
        name="q"
        // A text field that is a combobox (ARIA in HTML allows no role on type="search"); the
        // phone still shows its search key (inputMode, enterKeyHint).
        type="text"
        inputMode="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded="false"
        aria-controls={`${id}-listbox`}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
        defaultValue={defaultValue}
        placeholder={placeholder}
        onFocus={load}
        onInput={load}
        className="search-form__input"
      />
      {Suggestions ? (
        <Suggestions input={input} listboxId={`${id}-listbox`} labels={suggestions} />
      ) : (
        <ul id={`${id}-listbox`} role="listbox" hidden />
      )}
    </>
  );
}
