import styled from 'styled-components';
import type { OfferView } from './logic/offer-view';
import { offerTexts as texts } from './texts';
import { Fact } from '../components/Fact';

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
      <Fact term={texts.currentPayment}>{view.formattedCurrentPrincipalAndInterest}*</Fact>
      <Fact term={texts.newPayment}>{view.formattedNewPayment}*</Fact>
      <Fact term={texts.monthlySavings}>{view.formattedMonthlySavings}</Fact>
      {!view.hasNegativeOrNullLifetimeSavings && (
        <Fact term={texts.lifetimeSavings}>{view.formattedLifetimeSavings}</Fact>
      )}
    </List>
  );
}
