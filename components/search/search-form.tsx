import type { Dictionary } from '@/lib/i18n/dictionaries';
import { LANGUAGES } from '@/lib/i18n/languages';
import { localHref } from '@/lib/routing/routes';
import { SearchBox } from './search-box';

type SearchFormProps = {
  /** Unique on the page: the header's form and the search page's form both show on /search. */
  id: string;
  query?: string;
  /** 'header': compact, label for screen readers only; 'page': the search page's own form. */
  variant: 'header' | 'page';
  t: Dictionary;
};

function SearchIcon({ size }: { size: number }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width={size} height={size} focusable="false">
      <path
        d="M10 3a7 7 0 0 1 5.6 11.2l5 5-1.4 1.4-5-5A7 7 0 1 1 10 3zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10z"
        fill="currentColor"
      />
    </svg>
  );
}

/** A GET /search form: it works without JavaScript; with it, suggestions show as you type. */
export function SearchForm({ id, query, variant, t }: SearchFormProps) {
  const f = t.searchForm;
  return (
    <form
      role="search"
      // Two search landmarks on /search (the header's and the page's): each has its own name.
      aria-label={variant === 'header' ? f.siteSearch : f.newSearch}
      action={localHref('/search', t.lang)}
      method="get"
      className={`search-form search-form--${variant}`}
    >
      {variant === 'header' ? (
        // On a phone the header's field is folded to this icon, which opens it with no script.
        <label htmlFor={id} className="search-form__opener">
          <SearchIcon size={22} />
          <span className="visually-hidden">{f.label}</span>
        </label>
      ) : (
        <label htmlFor={id} className="search-form__label">
          {f.label}
        </label>
      )}
      <div className="search-form__row">
        <div className="search-form__field">
          <SearchBox
            id={id}
            defaultValue={query}
            placeholder={variant === 'header' ? f.headerPlaceholder : f.pagePlaceholder}
            suggestions={{
              lang: t.lang,
              intlLocale: LANGUAGES[t.lang].intlLocale,
              label: f.suggestions,
              none: f.noSuggestions,
              count: f.suggestionCount,
              kinds: f.kinds,
            }}
          />
        </div>
        <button type="submit" className="search-form__button">
          <SearchIcon size={18} />
          <span className={variant === 'header' ? 'visually-hidden' : undefined}>{f.button}</span>
        </button>
      </div>
    </form>
  );
}
