'use client';

import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { SuggestionLabels, SuggestionsProps } from './search-suggestions';

type SearchBoxProps = {
  id: string;
  defaultValue?: string;
  placeholder?: string;
  suggestions: SuggestionLabels;
};

/** The search field of a GET /search form; the suggestions' code is loaded on first focus. */
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
  // A field focused before hydration sent React no focus event: checked once hydrated.
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
        // type="text": ARIA in HTML allows no combobox role on type="search".
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
