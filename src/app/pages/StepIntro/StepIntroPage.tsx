import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink } from '../../components/Button';
import { Card } from '../../components/Card';
import { PageHeading } from '../../components/PageHeading';
import { fullFlow } from '../../generated/flow';
import { nextRoute } from '../../../shared/flow/next-route';
import { findStepByPath, onboardingStepCount } from '../../routing/logic/flow-routes';
import { NotFoundPage } from '../NotFound/NotFoundPage';
import { stepIntroTexts as texts } from './texts';

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
  li[data-current='true'] {
    background: ${({ theme }) => theme.color.primary};
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    display: flex;
  }
`;

/** A full-flow step's intro screen: "Step N" of 6, title, body and a button to the step's first screen. */
export function StepIntroPage() {
  const { pathname } = useLocation();
  const step = findStepByPath(fullFlow, pathname);
  if (!step) return <NotFoundPage />;
  return (
    <Card>
      <StepLabel>{texts.stepOf(step.number, onboardingStepCount)}</StepLabel>
      <Dots aria-hidden="true">
        {Array.from({ length: onboardingStepCount }, (_, i) => (
          <li key={i} data-current={i + 1 === step.number} />
        ))}
      </Dots>
      <PageHeading>{step.intro.title}</PageHeading>
      {step.intro.body.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <ButtonLink to={nextRoute(fullFlow, step.id, undefined, {})}>{step.intro.button}</ButtonLink>
    </Card>
  );
}
