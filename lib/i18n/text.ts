import { createElement, Fragment, type ReactNode } from 'react';
import type { Dictionary } from './dictionaries';
import { LANGUAGES } from './languages';
import type { SearchHit } from '@/lib/search/hit';
import { guideDescription } from '@/lib/guides';

// The dictionaries' templates put to use: '{n} results for {q}' filled with values or with
// elements (a link, a backend name marked as sent), the plural form of a count, and a search
// hit as a page in a given language shows it.

export type PluralForms = { one: string; other: string };

/** The form of `forms` for the count `n` in the dictionary's language (Intl.PluralRules). */
export function pluralForm(t: Dictionary, forms: PluralForms, n: number): string {
  return new Intl.PluralRules(LANGUAGES[t.lang].intlLocale).select(n) === 'one'
    ? forms.one
    : forms.other;
}

/** The template with each `{name}` replaced by its value. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
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
      return createElement(
        Fragment,
        { key: index },
        name !== undefined && Object.hasOwn(nodes, name) ? nodes[name] : part,
      );
    });
}

/** A piece of a hit's context line: the site's own words, or the backend's (`sent`, shown as sent, lang="en"). */
export type ContextPiece = { text: string; sent: boolean };

/** A hit as a page in one language shows it. */
export type LocalizedHit = {
  /** Its title and context in the page's language (the backend's names as sent): /api/search's result. */
  hit: SearchHit;
  /** Whether the title is the site's own, in the page's language (not the backend's). */
  translated: boolean;
  /** The context line in pieces, for marking the backend's words; joined, it is hit.context. */
  context: ContextPiece[];
  /** What joins the pieces. */
  separator: string;
};

const own = (text: string): ContextPiece => ({ text, sent: false });
const sentPiece = (text: string): ContextPiece => ({ text, sent: true });

/**
 * A search hit as a page in `t`'s language shows it (issue 27, item 4). The site's own pages are
 * titled and described in that language (t.pages, the guides' descriptions, the heads' message
 * pages); a context line is written in that language around the backend's names: a programme's
 * degree ("بیچلر آف سائنس"), "Administration", a faculty's count of departments. The backend's
 * titles and names stay as sent. English is the index's own rendering.
 */
export function localizeHit(found: SearchHit, t: Dictionary): LocalizedHit {
  const { about, ...hit } = found;
  const english = {
    hit,
    translated: false,
    context: hit.context ? [own(hit.context)] : [],
    separator: '',
  };
  if (t.lang === 'en' || !about) return english;
  const done = (context: ContextPiece[], title?: string, separator = ' · '): LocalizedHit => ({
    hit: {
      ...hit,
      ...(title === undefined ? {} : { title }),
      context: context.map((piece) => piece.text).join(separator),
    },
    translated: title !== undefined,
    context,
    separator,
  });
  switch (about.of) {
    case 'guide': {
      if (!Object.hasOwn(t.pages, hit.url)) return english;
      return done(
        [own(guideDescription(t, hit.url) ?? hit.context)],
        t.pages[hit.url as keyof Dictionary['pages']],
      );
    }
    case 'message': {
      const titles = {
        chairman: t.department.chairmanMessage,
        director: t.department.directorMessage,
        dean: t.faculty.deanMessage,
      };
      return done([sentPiece(about.name)], titles[about.role]);
    }
    case 'programme': {
      const level =
        about.level && Object.hasOwn(t.finder.levels, about.level)
          ? t.finder.levels[about.level as keyof Dictionary['finder']['levels']]
          : null;
      return done([
        ...(level ? [own(level)] : []),
        ...(about.department ? [sentPiece(about.department)] : []),
      ]);
    }
    case 'department':
      return done([about.faculty ? sentPiece(about.faculty) : own(t.search.administration)]);
    case 'faculty':
      return done([
        own(
          fill(pluralForm(t, t.search.departmentCount, about.departments), {
            n: about.departments,
          }),
        ),
      ]);
    case 'person':
      return done([sentPiece(hit.context)]);
  }
}
