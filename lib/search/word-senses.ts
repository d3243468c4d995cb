import { foldText } from './fold-text';

// A word of two senses (alias-words.ts, WORD_SENSES) takes the one its neighbours point to:
// تاریخ is a date beside admission words and the university's history otherwise.

/**
 * One sense: its English meaning ('' drops the word), taken when one of `near` is among the
 * query's other words, typed or meant; '*' is any other word.
 */
export type Sense = { meaning: string; near?: readonly string[] };

/** The first sense whose `near` words another slot stands for, else the last (everyday) one. */
export function chooseSense(
  senses: readonly Sense[],
  slots: readonly { slot: string[] }[],
  own: string[],
  typed: readonly string[],
): string {
  const others = slots.filter(({ slot }) => slot !== own);
  const around = new Set([
    ...typed.filter((word) => word !== own[0]),
    ...others.flatMap(({ slot }) => slot.flatMap((phrase) => phrase.split(' '))),
  ]);
  const chosen = senses.find((sense) =>
    sense.near?.some((word) => (word === '*' ? others.length > 0 : around.has(foldText(word)))),
  );
  return (chosen ?? senses[senses.length - 1]!).meaning;
}
