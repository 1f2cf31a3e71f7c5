import { beforeAll, describe, expect, it } from 'vitest';
import { lenderAuth } from '../../helpers/lender';
import type { OfferDocument } from '../../../../src/server/lender/create-offer/offer-document';
import { exampleOfferAs } from '../../helpers/offer-document';
import { useTestApp } from '../../helpers/use-test-app';

const t = useTestApp();
let authorization = '';
let offerId = 760000;

beforeAll(async () => {
  ({ authorization } = await lenderAuth(t.testDb.db, 'messages-lender'));
});

/** The example under a fresh offer id and fresh borrower ids, so each test's offer is its own. */
function offer(change: (doc: OfferDocument) => void = () => undefined): OfferDocument {
  offerId += 1;
  return exampleOfferAs(offerId, change);
}

const send = (body: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/CreateOffer', headers: { authorization, ...headers }, payload: body as object });

describe('CreateOffer messages say what is wrong and where', () => {
  it('asks for the last six digits when a whole SSN is sent, in English and in Spanish', async () => {
    const whole = offer((d) => { d.borrowers[0]!.ssnLastSix = '123456789'; });
    const english = await send(whole);
    expect(english.statusCode).toBe(400);
    expect(english.json().fields).toEqual([{
      field: 'borrowers.0.ssnLastSix',
      message: 'Enter only the last 6 digits of the Social Security Number (SSN) or Individual Taxpayer ID (ITIN).',
    }]);
    const spanish = await send(whole, { 'accept-language': 'es' });
    expect(spanish.json().fields[0].message).toBe(
      'Ingrese solo los últimos 6 dígitos del número de Seguro Social (SSN) o del número de identificación personal del contribuyente (ITIN).');
  });

  it('names an unknown property as its field: "is not allowed"', async () => {
    const res = await send({ ...offer((d) => { Object.assign(d.borrowers[1]!.personal, { nickname: 'Dan' }); }), channel: 'web' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual(expect.arrayContaining([
      { field: 'channel', message: 'is not allowed' },
      { field: 'borrowers.1.personal.nickname', message: 'is not allowed' },
    ]));
  });

  it('names the record and the id of a RECORD_ID_CONFLICT in fields', async () => {
    expect((await send(offer((d) => { d.borrowers[0]!.employments![0]!.employmentId = 4242; }))).statusCode).toBe(201);
    const clash = await send(offer((d) => { d.borrowers[1]!.employments = [{ ...d.borrowers[0]!.employments![0]!, employmentId: 4242 }]; }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({
      code: 'RECORD_ID_CONFLICT',
      fields: [{ field: 'borrowers.1.employments.0.employmentId', message: expect.stringContaining('record id 4242') }],
    });
  });
});
