import { describe, expect, it } from 'vitest';
import { stepDots } from '../../../src/app/pages/StepIntro/logic/step-indicator';
import { stepIntroTexts } from '../../../src/app/pages/StepIntro/texts';
import { onboardingStepCount } from '../../../src/app/routing/logic/flow-routes';

describe('onboarding step indicator', () => {
  it('has 6 steps and one dot each, the current one marked', () => {
    expect(onboardingStepCount).toBe(6);
    expect(stepDots(2, onboardingStepCount).map((d) => d.state)).toEqual(['done', 'current', 'upcoming', 'upcoming', 'upcoming', 'upcoming']);
    expect(stepIntroTexts.step(3)).toBe('Step 3');
    expect(stepIntroTexts.step(3) + stepIntroTexts.ofTotal(6)).toBe('Step 3 of 6');
  });
});
