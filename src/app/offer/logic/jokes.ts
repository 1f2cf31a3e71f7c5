/** Loading joke rotation: 5000 ms per joke (portal-journey section 9). */
export const jokeRotationMs = 5000;

export function nextJokeIndex(current: number, count: number): number {
  return count <= 0 ? 0 : (current + 1) % count;
}
