import styled from 'styled-components';
import type { OfferView } from './logic/offer-view';
import { offerTexts as texts } from './texts';

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: 1rem;
  margin: 0;
  div {
    padding: 1rem;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: 6px;
  }
  dt {
    font-size: 0.875rem;
    color: ${({ theme }) => theme.color.mutedText};
  }
  dd {
    margin: 0.25rem 0 0;
    font-size: 1.5rem;
    font-weight: 700;
  }
`;

/** Current Payment / Est. New Payment / Est. Monthly Savings, and Est. Lifetime Savings only when positive. */
export function SavingsFigures({ view }: { view: OfferView }) {
  return (
    <List>
      <div>
        <dt>{texts.currentPayment}</dt>
        <dd>{view.formattedCurrentPrincipalAndInterest}*</dd>
      </div>
      <div>
        <dt>{texts.newPayment}</dt>
        <dd>{view.formattedNewPayment}*</dd>
      </div>
      <div>
        <dt>{texts.monthlySavings}</dt>
        <dd>{view.formattedMonthlySavings}</dd>
      </div>
      {!view.hasNegativeOrNullLifetimeSavings && (
        <div>
          <dt>{texts.lifetimeSavings}</dt>
          <dd>{view.formattedLifetimeSavings}</dd>
        </div>
      )}
    </List>
  );
}
