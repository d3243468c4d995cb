import { SearchBox } from './search-box';

type SearchFormProps = {
  /** Unique on the page: the header's form and the search page's form both show on /search. */
  id: string;
  query?: string;
  /** 'header': compact, label for screen readers only; 'page': the search page's own form. */
  variant: 'header' | 'page';
};

/** A GET /search form: it works without JavaScript; with it, suggestions show as you type. */
export function SearchForm({ id, query, variant }: SearchFormProps) {
  return (
    <form
      role="search"
      // Two search landmarks on /search (the header's and the page's): each has its own name.
      aria-label={variant === 'header' ? 'Site search' : 'New search'}
      action="/search"
      method="get"
      className={`search-form search-form--${variant}`}
    >
      <label htmlFor={id} className={variant === 'header' ? 'visually-hidden' : 'search-form__label'}>
        Search programmes, departments, people and pages
      </label>
      <div className="search-form__row">
        <div className="search-form__field">
          <SearchBox id={id} defaultValue={query} placeholder={variant === 'header' ? 'Search the university' : 'e.g. civil engineering, admission, hostel'} />
        </div>
        <button type="submit" className="search-form__button">
          <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" focusable="false">
            <path d="M10 3a7 7 0 0 1 5.6 11.2l5 5-1.4 1.4-5-5A7 7 0 1 1 10 3zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10z" fill="currentColor" />
          </svg>
          <span className={variant === 'header' ? 'visually-hidden' : undefined}>Search</span>
        </button>
      </div>
    </form>
  );
}
