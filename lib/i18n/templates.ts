import { createElement, Fragment, type ReactNode } from 'react';
import type { Dictionary } from './dictionaries';
import { LANGUAGES } from './languages';
import type { SearchHit } from '@/lib/search/hit';
import { guideDescription } from '@/lib/content/guides';

export type PluralForms = { one: string; other: string };

export function pluralForm(t: Dictionary, forms: PluralForms, n: number): string {
  return new Intl.PluralRules(LANGUAGES[t.lang].intlLocale).select(n) === 'one'
    ? forms.one
    : forms.other;
}

export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/** Each `{name}` replaced by a node, so the words around it stay in the language's order. */
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

/** `sent`: the backend's words, shown as sent (lib/i18n/backend-text.ts). */
export type ContextPiece = { text: string; sent: boolean };

export type LocalizedHit = {
  hit: SearchHit;
  translated: boolean;
  context: ContextPiece[];
  separator: string;
};

const own = (text: string): ContextPiece => ({ text, sent: false });
const sentPiece = (text: string): ContextPiece => ({ text, sent: true });

/** Own pages titled in `t`'s language, the backend's names as sent; English is the index's own. */
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
