import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { OfferResponse } from '../../shared/api';
import { dashboardPath, offerDetailsPath } from '../routing/paths';
import { toOfferSummary, type SummaryPlacement } from './logic/offer-summary';
import { layoutMessages } from '../generated/messages/layout';
import { useMessages } from '../i18n/use-messages';
import { Fact } from '../components/Fact';

const Box = styled.section`
  font-size: 0.9375rem;
  h2 {
    font-size: 1rem;
    margin: 0 0 0.5rem;
  }
  address {
    font-style: normal;
    margin: 0 0 0.75rem;
  }
  dl {
    margin: 0 0 0.75rem;
  }
  dl div {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 0 0.5rem;
    padding: 0.25rem 0;
  }
  dt {
    color: ${({ theme }) => theme.color.mutedText};
  }
  /* When the term and the figure do not fit one line, the figure goes under the term, right-aligned, unbroken. */
  dd {
    margin: 0 0 0 auto;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  ul {
    list-style: none;
    margin: 0 0 0.75rem;
    padding: 0;
  }
  li a {
    display: inline-block;
    min-height: 44px;
    padding: 0.625rem 0;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.color.mutedText};
    margin-top: 0.5rem;
  }
`;

/** Address, payments and savings, Full Offer Details and Borrower Home links, disclaimer. */
export function OfferSummary({ offer, placement }: { offer: OfferResponse; placement: SummaryPlacement }) {
  const t = useMessages(layoutMessages);
  const view = toOfferSummary(offer, placement, t('savingsEstimateDisclaimer'));
  return (
    <Box aria-label={t('offerSummaryLabel')}>
      <h2>{t('offerSummaryLabel')}</h2>
      <address>
        {view.addressLine}
        <br />
        {view.cityStateZip}
      </address>
      <dl>
        <Fact term={t('currentPayment')}>{view.currentPayment}</Fact>
        <Fact term={t('newPayment')}>{view.newPayment}</Fact>
        <Fact term={t('monthlySavings')}>{view.monthlySavings}</Fact>
        {view.lifetimeSavings !== null && (
          <Fact term={t('lifetimeSavings')}>{view.lifetimeSavings}</Fact>
        )}
      </dl>
      <ul>
        <li>
          <Link to={offerDetailsPath}>{t('fullOfferDetails')}</Link>
        </li>
        <li>
          <Link to={dashboardPath}>{t('borrowerHome')}</Link>
        </li>
      </ul>
      {view.disclaimers.map((text) => (
        // The lender's disclaimer is its own text, in English; the savings estimate's is ours, in the page's language.
        <small key={text} lang={text === offer.disclaimer && t.lang !== 'en' ? 'en' : undefined}>{text}</small>
      ))}
    </Box>
  );
}
