import { en, type Dictionary } from './en';
import type { Language } from './languages';
import { sd } from './sd';
import { ur } from './ur';

// A language of languages.json without a dictionary fails the type check.
export const DICTIONARIES: Record<Language, Dictionary> = { en, ur, sd };

export type { Dictionary };
