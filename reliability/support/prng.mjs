// A small seeded pseudo-random generator (mulberry32), so that generated inputs are the same
// on every run and a failure can be replayed.

export function seededRandom(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** An integer in [min, max]. */
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)],
    /** `length` characters drawn from `alphabet` (an array of strings, or a string). */
    string: (alphabet, length) =>
      Array.from({ length }, () => alphabet[Math.floor(next() * alphabet.length)]).join(''),
  };
}
