import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { licensing } from '../config/contact';
import type { StepMenuItem } from '../routing/logic/flow-routes';
import { layoutMessages } from '../generated/messages/layout';
import { useFlowTexts } from '../i18n/use-flow-texts';
import { useMessages } from '../i18n/use-messages';

const Aside = styled.div`
  padding: 1.5rem 1.25rem;
  h2 {
    font-size: 1.125rem;
    margin: 0 0 1rem;
    min-height: 1.4em;
  }
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li + li {
    margin-top: 0.25rem;
  }
`;

const Licensing = styled.p`
  margin: 1.5rem 0 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.mutedText};
`;

/** The offer summary sits in the nav on mobile only (the side panel has it on desktop). */
const MobileOnly = styled.div`
  display: none;
  margin-top: 1.5rem;
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    display: block;
  }
`;

const StepLink = styled(NavLink)`
  display: flex;
  gap: 0.75rem;
  align-items: center;
  min-height: 44px;
  padding: 0.5rem 0.75rem;
  border-radius: 6px;
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  &[aria-current] {
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
    font-weight: 600;
  }
`;

const Number = styled.span`
  display: inline-grid;
  place-items: center;
  width: 1.75rem;
  height: 1.75rem;
  border-radius: 50%;
  border: 2px solid currentColor;
  font-size: 0.875rem;
  flex: none;
`;

export interface SideNavProps {
  id: string;
  brokerageName: string;
  /** The five-step menu; absent on the fast-path layout. */
  steps?: StepMenuItem[];
  /** The offer summary, shown here on mobile. */
  mobileSummary?: ReactNode;
  /** Controls the header hands to the menu on mobile (Sign Out), first in the menu. */
  menuActions?: ReactNode;
}

/**
 * Left nav: the brokerage name as heading, the five-step menu (step titles from the flow's texts: in the borrower's
 * language when the flow is translated completely, else English, marked so), the licensing ID line.
 */
export function SideNav({ brokerageName, steps, id, mobileSummary, menuActions }: SideNavProps) {
  const t = useMessages(layoutMessages);
  const flow = useFlowTexts('full-flow');
  return (
    <Aside id={id}>
      {menuActions}
      <h2>{brokerageName}</h2>
      {steps && (
        <nav aria-label={t('stepsNavLabel')}>
          <ol>
            {steps.map((step) => (
              <li key={step.id}>
                <StepLink to={step.to} aria-current={step.current ? 'step' : undefined}>
                  <Number aria-hidden="true">{step.number}</Number>
                  <span>
                    <span className="visually-hidden">{t('stepLabel', { n: step.number })}: </span>
                    <span lang={flow.untranslated ? flow.lang : undefined}>{flow.tr(step.title)}</span>
                  </span>
                </StepLink>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {mobileSummary && <MobileOnly>{mobileSummary}</MobileOnly>}
      <Licensing>{t('licensingId', { id: licensing.id })}</Licensing>
    </Aside>
  );
}
