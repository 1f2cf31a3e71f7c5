import { Navigate, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink } from '../../components/Button';
import { Card } from '../../components/Card';
import { PageHeading } from '../../components/PageHeading';
import { holds } from '../../engine/conditions';
import { fullFlow } from '../../generated/flow';
import { nextRoute } from '../../../shared/flow/next-route';
import { stepEntryPath } from '../../../shared/flow/steps';
import { findStepByPath, onboardingStepCount } from '../../routing/logic/flow-routes';
import { NotFoundPage } from '../../components/NotFoundPage';
import { stepDots } from './logic/step-indicator';
import { stepIntroMessages } from '../../generated/messages/step-intro';
import { UntranslatedNotice } from '../../i18n/UntranslatedNotice';
import { useFlowTexts } from '../../i18n/use-flow-texts';
import { useMessagesIn } from '../../i18n/use-messages';

const StepLabel = styled.p`
  font-weight: 600;
  color: ${({ theme }) => theme.color.mutedText};
  margin: 0 0 0.5rem;
`;

const Dots = styled.ol`
  display: none;
  gap: 0.5rem;
  list-style: none;
  padding: 0;
  margin: 0 0 1rem;
  li {
    width: 0.625rem;
    height: 0.625rem;
    border-radius: 50%;
    border: 2px solid ${({ theme }) => theme.color.primary};
  }
  li[data-state='current'],
  li[data-state='done'] {
    background: ${({ theme }) => theme.color.primary};
  }
  li[data-state='current'] {
    width: 1.5rem;
    border-radius: 999px;
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    display: flex;
  }
`;

/**
 * A full-flow step's intro screen: "Step N" (of 6, with dots on small screens), title, body and a button to the step's
 * first screen. A hidden step (the loan flow) has no intro: its route goes straight to its first screen.
 */
export function StepIntroPage() {
  const flow = useFlowTexts('full-flow', [stepIntroMessages]);
  const t = useMessagesIn(stepIntroMessages, flow.lang);
  const { pathname, state } = useLocation();
  const step = findStepByPath(fullFlow, pathname);
  if (!step) return <NotFoundPage />;
  if (!step.intro || step.number === undefined) {
    const entry = stepEntryPath(step);
    return entry === pathname ? <NotFoundPage /> : <Navigate to={entry} replace state={state} />;
  }
  return (
    <Card lang={flow.untranslated ? flow.lang : undefined}>
      <UntranslatedNotice shown={flow} />
      <StepLabel>
        {t('step', { n: step.number })}
        <span className="visually-hidden">{t('ofTotal', { total: onboardingStepCount })}</span>
      </StepLabel>
      <Dots aria-hidden="true">
        {stepDots(step.number, onboardingStepCount).map((dot) => (
          <li key={dot.number} data-state={dot.state} />
        ))}
      </Dots>
      <PageHeading>{flow.tr(step.intro.title)}</PageHeading>
      {step.intro.body.map((paragraph) => (
        <p key={paragraph}>{flow.tr(paragraph)}</p>
      ))}
      <ButtonLink to={nextRoute(fullFlow, step.id, undefined, {}, {}, holds)}>{flow.tr(step.intro.button)}</ButtonLink>
    </Card>
  );
}
