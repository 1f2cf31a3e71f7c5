export interface StepDot {
  number: number;
  state: 'done' | 'current' | 'upcoming';
}

/** The dots indicator of an onboarding intro: one dot per onboarding step. */
export function stepDots(current: number, total: number): StepDot[] {
  return Array.from({ length: total }, (_, i) => {
    const number = i + 1;
    const state = number < current ? 'done' : number === current ? 'current' : 'upcoming';
    return { number, state };
  });
}
