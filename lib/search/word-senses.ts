import { foldText } from './fold-text';

/** Taken when one of `near` ('*': any) is among the other words, typed or meant; '' drops it. */
export type Sense = { meaning: string; near?: readonly string[] };

/** The first sense whose `near` fits (تاریخ beside admission words: a date), else the last. */
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
