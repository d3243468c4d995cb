import { createElement, Fragment, type ReactNode } from 'react';
import type { Dictionary } from './dictionaries';
import { LANGUAGES } from './languages';
import type { SearchHit } from '@/lib/search/hit';

// The dictionaries' templates put to use: '{n} results for {q}' filled with values or with
// elements (a link, a backend name marked as sent), the plural form of a count, and a search
// hit as a page in a given language shows it.

export type PluralForms = { one: string; other: string };

/** The form of `forms` for the count `n` in the dictionary's language (Intl.PluralRules). */
export function pluralForm(t: Dictionary, forms: PluralForms, n: number): string {
  return new Intl.PluralRules(LANGUAGES[t.lang].intlLocale).select(n) === 'one' ? forms.one : forms.other;
}

/** The template with each `{name}` replaced by its value. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}

/**
 * The template as React children, each `{name}` replaced by its node (a link, a <q>): the words
 * around them stay in the order the language puts them.
 */
export function interleave(template: string, nodes: Record<string, ReactNode>): ReactNode[] {
  return template
    .split(/(\{\w+\})/)
    .filter((part) => part !== '')
    .map((part, index) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      return createElement(Fragment, { key: index }, name !== undefined && Object.hasOwn(nodes, name) ? nodes[name] : part);
    });
}

/**
 * A search hit as a page in `t`'s language shows it: a hit of one of the site's own pages (kind
 * 'page', its url a route path) is titled in that language (t.pages); every other title is the
 * backend's, in English, and stays as it is. `translated` says which.
 */
export function localizeHit(hit: SearchHit, t: Dictionary): { hit: SearchHit; translated: boolean } {
  if (t.lang === 'en' || hit.kind !== 'page' || !Object.hasOwn(t.pages, hit.url)) return { hit, translated: false };
  return { hit: { ...hit, title: t.pages[hit.url as keyof Dictionary['pages']] }, translated: true };
}
