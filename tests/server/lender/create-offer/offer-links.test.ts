import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OfferDocument } from '../../../../src/server/lender/create-offer/offer-document';
import { lenderAuth } from '../../helpers/lender';
import { EXAMPLE_BORROWERS, exampleOffer } from '../../helpers/offer-document';
import { consent, type LinkOf } from '../../helpers/test-app';
import { useTestApp } from '../../helpers/use-test-app';

const t = useTestApp();
let authorization = '';
let offerId = 741100;

beforeAll(async () => {
  ({ authorization } = await lenderAuth(t.testDb.db, 'links-lender'));
});

beforeEach(() => {
  offerId += 1;
});

/** The lender's id of the example's i-th borrower on this test's offer. */
const borrowerId = (i: number): number => offerId * 10 + i + 1;

/** The README's example as this test's offer: its own offer id and borrower ids, with changes applied. */
function offer(change: (doc: OfferDocument) => void = () => undefined): OfferDocument {
  const ids = new Map<unknown, number>(EXAMPLE_BORROWERS.map((b, i) => [b.borrowerId, borrowerId(i)]));
  const doc = JSON.parse(JSON.stringify(exampleOffer()), (_key, value: unknown) => ids.get(value) ?? value) as OfferDocument;
  doc.offerId = offerId;
  doc.loan.loanNumber = `LN-${offerId}`;
  change(doc);
  return doc;
}

/** The example without its second borrower (and what refers to them). */
function withoutSecondBorrower(doc: OfferDocument): void {
  doc.borrowers.pop();
  doc.properties = [];
  for (const l of doc.borrowers[0]?.otherLiabilities ?? []) l.sharedWithBorrowerIds = [];
}

/** The example with a third borrower, a copy of the second under a new borrower id. */
function withThirdBorrower(doc: OfferDocument): void {
  const second = doc.borrowers[1];
  if (!second) throw new Error('the example has two borrowers');
  doc.borrowers.push({ ...structuredClone(second), borrowerId: borrowerId(2), borrowerOrder: 3 });
}

async function send(doc: OfferDocument): Promise<{ outcome: string; links: Map<number, LinkOf> }> {
  const res = await t.app.inject({ method: 'POST', url: '/api/CreateOffer', headers: { authorization }, payload: doc });
  expect(res.statusCode, res.body).toBeLessThan(300);
  const answer = res.json<{ outcome: string; borrowers: { borrowerId: number; offerLink: string }[] }>();
  const links = new Map(answer.borrowers.map((b) => {
    const [, , offerLinkId = '', userLinkId = ''] = new URL(b.offerLink).pathname.split('/');
    return [b.borrowerId, { offerId: offerLinkId, userId: userLinkId }];
  }));
  return { outcome: answer.outcome, links };
}

/** The borrower's link as the offer message carried it. */
function linkOf(links: Map<number, LinkOf>, i: number): LinkOf {
  const link = links.get(borrowerId(i));
  if (!link) throw new Error(`no link for borrower ${i}`);
  return link;
}

const getOffer = (link: LinkOf): Promise<LightMyRequestResponse> =>
  t.app.inject({ method: 'POST', url: '/api/GetOffer', payload: { offerId: link.offerId, CustomerRecordId: link.userId } });

const getOfferStatus = (link: LinkOf): Promise<LightMyRequestResponse> =>
  t.app.inject({ method: 'GET', url: `/api/GetOfferStatus?offerID=${link.offerId}&customerRecordId=${link.userId}` });

async function expectRefused(link: LinkOf): Promise<void> {
  const res = await getOffer(link);
  expect(res.statusCode).toBe(404);
  expect(res.json().code).toBe('LOAN_NOT_FOUND');
}

describe('offer links through a re-sent offer', () => {
  it('a replaced offer keeps each borrower\'s link, and a borrower new in the body gets a new one', async () => {
    const sent = await send(offer());
    const replaced = await send(offer((d) => { d.loan.loanAmount = 250000; withThirdBorrower(d); }));
    expect(replaced.outcome).toBe('replaced');
    for (const i of [0, 1]) {
      expect(linkOf(replaced.links, i)).toEqual(linkOf(sent.links, i));
      const opened = await getOffer(linkOf(sent.links, i));
      expect(opened.statusCode).toBe(200);
      expect(opened.json().loanAmount).toBe(250000);
    }
    const newcomer = linkOf(replaced.links, 2);
    expect([linkOf(sent.links, 0).userId, linkOf(sent.links, 1).userId]).not.toContain(newcomer.userId);
    expect((await getOffer(newcomer)).statusCode).toBe(200);
  });

  it('a reset offer keeps the links: the old link opens the offer, which shows Welcome Back (isOfferReset)', async () => {
    const sent = await send(offer());
    await consent(t.app, linkOf(sent.links, 0));
    const reset = await send(offer((d) => { d.offerDetails.newPayment = 1650; d.ifInProgress = 'reset'; }));
    expect(reset.outcome).toBe('reset');
    const opened = await getOffer(linkOf(sent.links, 0));
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ offerStatusID: 3, hasSignedConsent: true });
    const status = await getOfferStatus(linkOf(sent.links, 1));
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({ isOfferReset: true, offerStatusID: 3 });
  });

  it('a borrower dropped from the re-sent body loses their link; the borrower kept keeps theirs', async () => {
    const sent = await send(offer());
    const replaced = await send(offer(withoutSecondBorrower));
    expect(replaced.outcome).toBe('replaced');
    expect([...replaced.links.keys()]).toEqual([borrowerId(0)]);
    expect((await getOffer(linkOf(sent.links, 0))).statusCode).toBe(200);
    await expectRefused(linkOf(sent.links, 1));
  });
});

describe('revokeLinks', () => {
  it('refuses the links sent before and answers new ones; the same body again changes nothing', async () => {
    const sent = await send(offer());
    const revoking = offer((d) => { d.revokeLinks = true; });
    const revoked = await send(revoking);
    expect(revoked.outcome).toBe('replaced');
    for (const i of [0, 1]) {
      await expectRefused(linkOf(sent.links, i));
      expect(linkOf(revoked.links, i).offerId).not.toBe(linkOf(sent.links, i).offerId);
      expect((await getOffer(linkOf(revoked.links, i))).statusCode).toBe(200);
    }
    const again = await send(revoking);
    expect(again.outcome).toBe('unchanged');
    expect(again.links).toEqual(revoked.links);
  });

  it('refuses the links of an offer in progress that is reset or invalidated with revokeLinks', async () => {
    for (const ifInProgress of ['reset', 'invalidate'] as const) {
      offerId += 1;
      const sent = await send(offer());
      await consent(t.app, linkOf(sent.links, 0));
      const revoked = await send(offer((d) => { d.offerDetails.newPayment = 1650; d.ifInProgress = ifInProgress; d.revokeLinks = true; }));
      expect(revoked.outcome).toBe(ifInProgress === 'reset' ? 'reset' : 'invalidated');
      await expectRefused(linkOf(sent.links, 0));
      await expectRefused(linkOf(sent.links, 1));
      expect((await getOffer(linkOf(revoked.links, 0))).statusCode).toBe(200);
    }
  });
});
