/** @jest-environment node */
import { titleAbbreviations } from '@/lib/search/title-abbreviations';
import { DEPARTMENTS, PROGRAMMES } from './backend-titles';

describe('titleAbbreviations', () => {
  it('derives degree + initials, degree + subject, subject initials and department initials from the titles', () => {
    expect(titleAbbreviations({ programmes: PROGRAMMES, departments: DEPARTMENTS })).toEqual([
      ['bsai', 'bs artificial intelligence'],
      ['ai', 'artificial intelligence'],
      ['bece', 'be chemical engineering'],
      ['ce', 'chemical engineering'],
      ['msds', 'ms data science'],
      ['ds', 'data science'],
      ['mphilurdu', 'mphil urdu'],
      ['bsfst', 'bachelor science food science technology'],
      ['fst', 'food science technology'],
      ['bepge', 'b e petroleum gas engineering'],
      ['pge', 'petroleum gas engineering'],
      // Department of Petroleum & Gas Engineering gives pge again; Media Studies (ms) and
      // Business Administration (ba) would hide a degree; "Registrar Office", "IT Section" and
      // a title with its own acronym give none.
      ['pge', 'petroleum gas engineering'],
      ['vc', 'vice chancellor'],
    ]);
  });

  it('derives nothing from a title with no degree or no subject', () => {
    expect(
      titleAbbreviations({
        programmes: ['BBA (Hons)', 'MBA (2 Years)', 'Computer Science', ''],
        departments: [],
      }),
    ).toEqual([]);
  });
});
