/** Loading joke rotation: 5000 ms per joke (portal-journey section 9). */
export const jokeRotationMs = 5000;

/** The loading jokes, by their ids in the offer part (messages/en/offer.json). */
export const jokeIds = ['joke1', 'joke2', 'joke3', 'joke4'] as const;

export function nextJokeIndex(current: number, count: number): number {
  return count <= 0 ? 0 : (current + 1) % count;
}
