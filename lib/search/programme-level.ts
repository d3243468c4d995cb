// A programme's level, read from its title (the backend has none): docs/search.md, Levels.

export type ProgrammeStage = 'Associate' | 'Bachelor' | 'Master' | 'Doctorate';

export type ProgrammeLevel = {
  /** The abbreviation the finder filters by (`?level=BS`). */
  code: string;
  credential: string;
  stage: ProgrammeStage;
};

/** Every level the rule knows, in the order the finder offers them. */
export const LEVELS: readonly ProgrammeLevel[] = [
  { code: 'ADP', credential: 'Associate Degree', stage: 'Associate' },
  { code: 'BS', credential: 'Bachelor of Science', stage: 'Bachelor' },
  { code: 'BSc', credential: 'Bachelor of Science', stage: 'Bachelor' },
  { code: 'BE', credential: 'Bachelor of Engineering', stage: 'Bachelor' },
  { code: 'BBA', credential: 'Bachelor of Business Administration', stage: 'Bachelor' },
  { code: 'BA', credential: 'Bachelor of Arts', stage: 'Bachelor' },
  { code: 'BEd', credential: 'Bachelor of Education', stage: 'Bachelor' },
  { code: 'BCom', credential: 'Bachelor of Commerce', stage: 'Bachelor' },
  { code: 'LLB', credential: 'Bachelor of Laws', stage: 'Bachelor' },
  { code: 'PharmD', credential: 'Doctor of Pharmacy', stage: 'Bachelor' },
  { code: 'MBBS', credential: 'Bachelor of Medicine, Bachelor of Surgery', stage: 'Bachelor' },
  { code: 'MS', credential: 'Master of Science', stage: 'Master' },
  { code: 'MSc', credential: 'Master of Science', stage: 'Master' },
  { code: 'ME', credential: 'Master of Engineering', stage: 'Master' },
  { code: 'MBA', credential: 'Master of Business Administration', stage: 'Master' },
  { code: 'MA', credential: 'Master of Arts', stage: 'Master' },
  { code: 'MEd', credential: 'Master of Education', stage: 'Master' },
  { code: 'MCom', credential: 'Master of Commerce', stage: 'Master' },
  { code: 'LLM', credential: 'Master of Laws', stage: 'Master' },
  { code: 'MPhil', credential: 'Master of Philosophy', stage: 'Master' },
  { code: 'PhD', credential: 'Doctor of Philosophy', stage: 'Doctorate' },
];

const byCode = new Map(LEVELS.map((level) => [level.code.toLowerCase(), level]));

/** Where two levels share a credential, the first of LEVELS wins (BS before BSc). */
const FULL_NAMES: readonly [RegExp, ProgrammeLevel][] = LEVELS.map((level) => [
  new RegExp(`^${level.credential.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i'),
  level,
]);

/** The degree abbreviation the title starts with, else the degree spelt out, else null. */
export function programmeLevel(title: string): ProgrammeLevel | null {
  const trimmed = title.trim();
  const firstWord = trimmed.split(/[\s(]/, 1)[0] ?? '';
  const abbreviation = byCode.get(firstWord.replace(/[.\-]/g, '').toLowerCase());
  if (abbreviation) return abbreviation;
  return FULL_NAMES.find(([pattern]) => pattern.test(trimmed))?.[1] ?? null;
}

export function levelByCode(code: string): ProgrammeLevel | null {
  return byCode.get(code.trim().toLowerCase()) ?? null;
}
