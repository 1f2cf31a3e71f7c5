import styled from 'styled-components';
import type { OfferView } from './logic/offer-view';
import { Fact } from '../components/Fact';
import { offerMessages } from '../generated/messages/offer';
import { useMessages } from '../i18n/use-messages';

// Each tile is a size container, so its figure scales with the tile (cqi) instead of spilling out of a narrow one;
// a number never breaks inside, only its footnote asterisk may wrap (<wbr>).
const List = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin: 0 0 1.5rem;
  > div {
    flex: 1 1 9.5rem;
    min-width: 0;
    container-type: inline-size;
    padding: 0.875rem 1rem;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: 6px;
  }
  dt {
    font-size: 0.875rem;
    color: ${({ theme }) => theme.color.mutedText};
  }
  dd {
    margin: 0.25rem 0 0;
    font-size: min(1.5rem, 14cqi);
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    line-height: 1.2;
  }
  > div:first-child {
    flex-basis: 100%;
    padding: 1.25rem 1.5rem;
    border-color: transparent;
    background: ${({ theme }) => theme.color.savingsBackground};
    dt {
      font-size: 1rem;
      font-weight: 600;
      color: ${({ theme }) => theme.color.text};
    }
    dd {
      font-size: min(3.5rem, 16cqi);
      line-height: 1.1;
      color: ${({ theme }) => theme.color.savingsText};
    }
  }
`;

/** Est. Monthly Savings as the hero; Current Payment, Est. New Payment, and Est. Lifetime Savings only when positive. */
export function SavingsFigures({ view }: { view: OfferView }) {
  const t = useMessages(offerMessages);
  return (
    <List>
      <Fact term={t('monthlySavings')}>{view.formattedMonthlySavings}</Fact>
      <Fact term={t('currentPayment')}>
        {view.formattedCurrentPrincipalAndInterest}
        <wbr />*
      </Fact>
      <Fact term={t('newPayment')}>
        {view.formattedNewPayment}
        <wbr />*
      </Fact>
      {!view.hasNegativeOrNullLifetimeSavings && (
        <Fact term={t('lifetimeSavings')}>{view.formattedLifetimeSavings}</Fact>
      )}
    </List>
  );
}
