import { describe, expect, it } from 'vitest';
import { stepDots } from '../../../src/app/pages/StepIntro/logic/step-indicator';
import { stepIntroMessages } from '../../../src/app/generated/messages/step-intro';
import { translator } from '../../../src/app/i18n/translator';
import { onboardingStepCount } from '../../../src/app/routing/logic/flow-routes';

describe('onboarding step indicator', () => {
  it('has 6 steps and one dot each, the current one marked', () => {
    expect(onboardingStepCount).toBe(6);
    expect(stepDots(2, onboardingStepCount).map((d) => d.state)).toEqual(['done', 'current', 'upcoming', 'upcoming', 'upcoming', 'upcoming']);
    const t = translator(stepIntroMessages, 'en', null);
    expect(t('step', { n: 3 })).toBe('Step 3');
    expect(t('step', { n: 3 }) + t('ofTotal', { total: 6 })).toBe('Step 3 of 6');
  });
});
