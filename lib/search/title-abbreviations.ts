import { foldText } from './fold-text';
import { LEVELS, programmeLevel } from './programme-level';

const MINOR_WORDS = new Set(['of', 'and', 'in', 'the', 'for']);

export const DEGREE_CODES = new Set(LEVELS.map((level) => level.code.toLowerCase()));

/** Never derived: they would hide a degree or a common word ("ms" is the MS degree). */
const NOT_ABBREVIATIONS = new Set([
  ...DEGREE_CODES,
  ...'am an as at be by do go he if in is it me my no of on or so to up us we'.split(' '),
]);

const ORGANISATION_PREFIX =
  /^(?:department|dept|directorate|office|institute|school|centre|center|division)\s+(?:of|for)\s+(?:the\s+)?/i;

/** The words of a name that its abbreviation is made of: no bracketed part, no minor words. */
function nameWords(name: string): string[] {
  return foldText(name.replace(/\([^)]*\)/g, ' '))
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word && !MINOR_WORDS.has(word));
}

function initials(words: string[]): string {
  return words.map((word) => word[0]).join('');
}

/** What a programme title names after its degree ("BS Computer Science" → computer, science). */
function programmeSubject(title: string, code: string): string[] {
  const words = nameWords(title);
  const [first = ''] = title
    .replace(/\([^)]*\)/g, ' ')
    .trim()
    .split(/\s+/, 1);
  if (first.replace(/[.\-]/g, '').toLowerCase() === code.toLowerCase())
    return words.slice(nameWords(first).length);
  // The degree spelt out ("Bachelor of Science in Mathematics"): drop its words.
  const credential = LEVELS.find((level) => level.code === code)?.credential ?? '';
  return words.slice(nameWords(credential).length);
}

/** Derived, not listed, so that a real backend's titles get theirs: "BS Computer Science" → bscs,
 * cs; "Department of Electrical Engineering" → ee (not if "… (EE)"). */
export function titleAbbreviations(titles: {
  programmes: readonly string[];
  departments: readonly string[];
}): [string, string][] {
  const pairs: [string, string][] = [];
  const subjectInitials = (subject: string[]) => {
    if (subject.length >= 2) pairs.push([initials(subject), subject.join(' ')]);
  };
  for (const title of titles.programmes) {
    const level = programmeLevel(title);
    if (!level) continue;
    const subject = programmeSubject(title, level.code);
    const code = level.code.toLowerCase();
    const phrase = nameWords(title).join(' ');
    if (subject.length >= 2) pairs.push([code + initials(subject), phrase]);
    if (subject.length === 1) pairs.push([code + subject[0], phrase]);
    subjectInitials(subject);
  }
  for (const title of titles.departments) {
    const organisation = ORGANISATION_PREFIX.exec(title.trim());
    if (organisation && !title.includes('('))
      subjectInitials(nameWords(title.trim().slice(organisation[0].length)));
  }
  return pairs.filter(
    ([abbreviation]) => abbreviation.length >= 2 && !NOT_ABBREVIATIONS.has(abbreviation),
  );
}
