/** @jest-environment node */
import { PROGRAMMES } from '@/lib/demo-api/data/programmes';
import { LEVELS, levelByCode, programmeLevel } from '@/lib/search/programme-level';

const code = (title: string) => programmeLevel(title)?.code ?? null;

describe('the level rule (lib/search/programme-level.ts)', () => {
  it('reads a leading degree abbreviation, whatever its dots, hyphens and letter case', () => {
    expect(code('BS Computer Science')).toBe('BS');
    expect(code('BE Civil Engineering')).toBe('BE');
    expect(code('B.E. Civil Engineering')).toBe('BE');
    expect(code('bba (Hons)')).toBe('BBA');
    expect(code('BS(Hons) Physics')).toBe('BS');
    expect(code('MBA Executive')).toBe('MBA');
    expect(code('MS Data Science')).toBe('MS');
    expect(code('ME Structural Engineering')).toBe('ME');
    expect(code('M.Phil Physics')).toBe('MPhil');
    expect(code('MPhil Economics')).toBe('MPhil');
    expect(code('Ph.D. Chemistry')).toBe('PhD');
    expect(code('PhD Civil Engineering')).toBe('PhD');
    expect(code('Pharm-D')).toBe('PharmD');
    expect(code('  LLB  ')).toBe('LLB');
  });

  it('reads a degree spelt out at the start of the title', () => {
    expect(code('Bachelor of Science in Mathematics')).toBe('BS');
    expect(code('Master of Philosophy in English')).toBe('MPhil');
    expect(code('Doctor of Philosophy (Physics)')).toBe('PhD');
    expect(code('Associate Degree in Commerce')).toBe('ADP');
  });

  it('gives no level to a title that names none, or names one only later', () => {
    expect(code('Computer Science')).toBeNull();
    expect(code('Diploma in Information Technology')).toBeNull();
    expect(code('Evening programme: BS English')).toBeNull();
    expect(code('BSE')).toBeNull();
    expect(code('Mechanical')).toBeNull();
    expect(code('')).toBeNull();
  });

  it('names the credential and stage of each level', () => {
    expect(programmeLevel('BE Civil')).toEqual({
      code: 'BE',
      credential: 'Bachelor of Engineering',
      stage: 'Bachelor',
    });
    expect(programmeLevel('PhD Physics')).toEqual({
      code: 'PhD',
      credential: 'Doctor of Philosophy',
      stage: 'Doctorate',
    });
    expect(new Set(LEVELS.map((level) => level.code)).size).toBe(LEVELS.length);
  });

  it('finds a level by its code in any letter case, and nothing else', () => {
    expect(levelByCode('bs')?.code).toBe('BS');
    expect(levelByCode(' MPHIL ')?.code).toBe('MPhil');
    expect(levelByCode('')).toBeNull();
    expect(levelByCode('BS Computer')).toBeNull();
    expect(levelByCode('<script>')).toBeNull();
  });

  it('gives every programme of the demo data a level', () => {
    expect(
      PROGRAMMES.filter((programme) => !programmeLevel(programme.title)).map(
        (programme) => programme.title,
      ),
    ).toEqual([]);
  });
});
