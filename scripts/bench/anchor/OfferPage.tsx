// The anchor's landing: an offer's heading and a few figures fetched with useQuery from the anchor server's JSON.
import { useQuery } from '@tanstack/react-query';
import { atom, useAtom } from 'jotai';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Heading, Page, themed } from './ui';

interface Offer {
  offerId: string;
  lender: string;
  currentPayment: number;
  newPayment: number;
  rate: number;
  termMonths: number;
}

const showTermsAtom = atom(false);
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const Figures = styled.dl`
  display: grid;
  grid-template-columns: auto auto;
  gap: ${themed((t) => t.space(1))} ${themed((t) => t.space(3))};
  padding: ${themed((t) => t.space(2))};
  background: ${themed((t) => t.colors.surface)};
`;

const Figure = styled.dd`
  margin: 0;
  font-weight: 600;
  text-align: right;
`;

const Start = styled(Link)`
  display: inline-block;
  margin-top: ${themed((t) => t.space(3))};
  padding: ${themed((t) => t.space(1.5))} ${themed((t) => t.space(3))};
  background: ${themed((t) => t.colors.accent)};
  color: #fff;
  border-radius: 4px;
  text-decoration: none;
`;

export function OfferPage() {
  const { offerId } = useParams();
  const [showTerms, setShowTerms] = useAtom(showTermsAtom);
  const { data, isPending, isError } = useQuery({
    queryKey: ['offer', offerId],
    queryFn: async (): Promise<Offer> => {
      const response = await fetch(`/api/offers/${offerId}`);
      if (!response.ok) throw new Error(`offer ${offerId}: ${response.status}`);
      return response.json();
    },
  });
  return (
    <Page>
      <Heading>Lower your monthly payment</Heading>
      {isPending && <p>Loading your offer…</p>}
      {isError && <p role="alert">Your offer could not be loaded.</p>}
      {data && (
        <>
          <p>{data.lender} offers to refinance your loan.</p>
          <Figures>
            <dt>Current payment</dt>
            <Figure>{money.format(data.currentPayment)}</Figure>
            <dt>New payment</dt>
            <Figure>{money.format(data.newPayment)}</Figure>
            <dt>Rate</dt>
            <Figure>{data.rate.toFixed(3)}%</Figure>
          </Figures>
          <button type="button" onClick={() => setShowTerms(!showTerms)}>
            {showTerms ? 'Hide terms' : 'Show terms'}
          </button>
          {showTerms && <p>{data.termMonths} monthly payments at a fixed rate.</p>}
          <div>
            <Start to="/form">Start your application</Start>
          </div>
        </>
      )}
    </Page>
  );
}
