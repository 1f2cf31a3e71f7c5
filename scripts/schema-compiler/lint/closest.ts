/** Levenshtein distance: the fewest one-character insertions, deletions and substitutions from `a` to `b`. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** `candidates` ordered closest to `word` first (ties keep their order). */
export function byCloseness(word: string, candidates: Iterable<string>): string[] {
  return [...new Set(candidates)]
    .map((candidate, i) => ({ candidate, i, distance: editDistance(word, candidate) }))
    .sort((x, y) => x.distance - y.distance || x.i - y.i)
    .map(({ candidate }) => candidate);
}

/** The candidate closest to `word` when it is a likely typo of it (a few characters apart), else undefined. */
export function likelyMeant(word: string, candidates: Iterable<string>): string | undefined {
  const [closest] = byCloseness(word, candidates);
  return closest !== undefined && editDistance(word, closest) <= Math.max(2, Math.floor(word.length / 3)) ? closest : undefined;
}
