import { beforeAll, describe, expect, it } from 'vitest';
import { JANE, JOHN, verify, type Verified } from '../../helpers/test-app';
import { useTestApp } from '../../helpers/use-test-app';
import { invalidAnswer, requiredMessage, valueAt } from '../../../helpers/screen-examples';

const t = useTestApp();
let jane: Verified;

beforeAll(async () => {
  jane = await verify(t.app, JANE);
});

interface Saved {
  borrowerAddressId: number;
  addressTypeId: number;
  activeInd: boolean;
  addressInfo: Record<string, unknown> & { addressId: number; activeInd: boolean };
  [key: string]: unknown;
}

const save = (payload: unknown, s: Verified = jane, csrf = true) =>
  t.app.inject({ method: 'POST', url: '/api/UpdateBorrowerAddress',
    headers: { cookie: s.cookie, ...(csrf ? { 'x-csrf-token': s.csrfToken } : {}) }, payload: payload as object });
const addressesOf = async (): Promise<Saved[]> =>
  (await t.app.inject({ method: 'POST', url: '/api/GetBorrowerData', headers: { cookie: jane.cookie },
    payload: { applicationId: JANE.applicationId } })).json().borrowerInfo.borrowerAddressInfo;

// Each address type follows its screen's rules.
const CURRENT = 'info/primary-address';
const PRIOR = 'info/previous-address';
const MAILING = 'info/mailing-address';

const ids = { borrowerId: JANE.borrowerId, applicationId: JANE.applicationId };
const JANE_CURRENT = JANE.borrowerId * 10 + 1; // the demo seed's Current address of Jane
const JOHN_CURRENT = JOHN.borrowerId * 10 + 1;
const home = { streetAddress: '9 Elm St', city: 'Peoria', state: 'IL', zipCode: '61602', country: 'US', activeInd: true };
const prior = { ...ids, addressTypeId: 2, addressInfo: home, years: 0, months: 6, housingTypeId: 2, rentAmount: 950.5,
  activeInd: true };
const mailing = { ...ids, addressTypeId: 3, activeInd: true,
  addressInfo: { streetAddress: 'PO Box 12', city: 'Springfield', state: 'IL', zipCode: '62705', country: 'US', activeInd: true } };

describe('UpdateBorrowerAddress', () => {
  it('adds a Prior and a Mailing address; GetBorrowerData shows them', async () => {
    const res = await save([prior, mailing]);
    expect(res.statusCode).toBe(200);
    const saved = res.json() as Saved[];
    expect(saved).toHaveLength(2);
    expect(saved[0]).toMatchObject({ addressTypeId: 2, addressTypeInfo: { typeOfAddress: 'Prior' }, years: 0, months: 6,
      housingTypeId: 2, rentAmount: 950.5, activeInd: true, addressInfo: { ...home, unitNum: null } });
    expect(saved[1]).toMatchObject({ addressTypeId: 3, housingTypeId: null, rentAmount: null,
      addressInfo: { streetAddress: 'PO Box 12', activeInd: true } });
    const onFile = await addressesOf();
    expect(onFile).toEqual(expect.arrayContaining(saved));
    expect(onFile.map((a) => a.addressTypeId)).toEqual([1, 2, 3]);
  });

  it('updates the Current address; state and ZIP are not kept for a country without them; rent only when renting', async () => {
    const res = await save([{ ...ids, borrowerAddressId: JANE_CURRENT, addressTypeId: 1, years: 7, months: 1,
      housingTypeId: 1, rentAmount: 100, activeInd: true,
      addressInfo: { streetAddress: '1 Yonge St', unitNum: '12', city: 'Toronto', state: 'ON', zipCode: '12345',
        country: 'CA', activeInd: true } }]);
    expect(res.statusCode).toBe(200);
    const current = (await addressesOf()).find((a) => a.borrowerAddressId === JANE_CURRENT);
    expect(current).toMatchObject({ years: 7, months: 1, housingTypeId: 1, rentAmount: null,
      addressInfo: { streetAddress: '1 Yonge St', unitNum: '12', city: 'Toronto', state: null, zipCode: null, country: 'CA' } });
  });

  it('answers 400 with the spec messages on the fields and stores nothing', async () => {
    const before = await addressesOf();
    const street = invalidAnswer(CURRENT, '.addressInfo.streetAddress');
    const unit = invalidAnswer(CURRENT, '.addressInfo.unitNum');
    const city = invalidAnswer(CURRENT, '.addressInfo.city');
    const zip = invalidAnswer(CURRENT, '.addressInfo.zipCode');
    const months = invalidAnswer(PRIOR, '.months');
    const res = await save([
      { ...ids, borrowerAddressId: JANE_CURRENT, addressTypeId: 1, housingTypeId: 2, activeInd: true,
        addressInfo: { streetAddress: street.value, unitNum: unit.value, city: city.value, zipCode: zip.value,
          country: 'US', activeInd: true } },
      { ...prior, years: valueAt(months.formData, '.years'), months: months.value },
      { ...mailing, addressInfo: { city: 'Springfield', country: 'US', activeInd: true } },
    ]);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Some fields need attention.' });
    expect(body.fields).toEqual(expect.arrayContaining([
      { field: '0.addressInfo.streetAddress', message: street.message },
      { field: '0.addressInfo.unitNum', message: unit.message },
      { field: '0.addressInfo.city', message: city.message },
      { field: '0.addressInfo.zipCode', message: zip.message },
      { field: '0.addressInfo.state', message: requiredMessage(CURRENT, '.addressInfo.state') },
      { field: '0.rentAmount', message: requiredMessage(CURRENT, '.rentAmount') },
      { field: '1.months', message: months.message },
      { field: '2.addressInfo.streetAddress', message: requiredMessage(MAILING, '.addressInfo.streetAddress') },
      { field: '2.addressInfo.zipCode', message: requiredMessage(MAILING, '.addressInfo.zipCode') },
    ]));
    expect(body.fields.every((f: { message: string }) => !f.message.includes('must match'))).toBe(true);
    expect(await addressesOf()).toEqual(before);
  });

  it('rejects two active Current addresses with 400 and stores nothing', async () => {
    const before = await addressesOf();
    const res = await save([{ ...prior, addressTypeId: 1 }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([{ field: '0.addressTypeId', message: 'Only one Current address can be active.' }]);
    expect(await addressesOf()).toEqual(before);
  });

  it('No Longer My Primary Address: the Current becomes Prior and a new Current is saved in the same call', async () => {
    const current = (await addressesOf()).find((a) => a.addressTypeId === 1) as Saved;
    const res = await save([
      { ...ids, borrowerAddressId: current.borrowerAddressId, addressTypeId: 2, years: 3, housingTypeId: 1, activeInd: true,
        addressInfo: { ...current.addressInfo, state: undefined, zipCode: undefined, unitNum: '12' } },
      { ...ids, addressTypeId: 1, years: 0, months: 2, housingTypeId: 3, activeInd: true, addressInfo: home },
    ].map((i) => JSON.parse(JSON.stringify(i))));
    expect(res.statusCode).toBe(200);
    const types = (await addressesOf()).map((a) => [a.addressTypeId, a.addressInfo.streetAddress]);
    expect(types).toEqual(expect.arrayContaining([[1, '9 Elm St'], [2, '1 Yonge St']]));
    expect(types.filter(([t]) => t === 1)).toHaveLength(1);
  });

  it('403 for another loan\'s ids (borrower, application, record or address row), nothing stored', async () => {
    const before = await addressesOf();
    const other = { borrowerId: JOHN.borrowerId, applicationId: JOHN.applicationId };
    expect((await save([{ ...prior, ...other }])).statusCode).toBe(403);
    expect((await save([{ ...prior, applicationId: JOHN.applicationId }])).statusCode).toBe(403);
    expect((await save([{ ...prior, borrowerAddressId: JOHN_CURRENT }])).statusCode).toBe(403);
    expect((await save([{ ...prior, addressInfo: { ...home, addressId: JOHN_CURRENT } }])).statusCode).toBe(403);
    const mine = before.find((a) => a.addressTypeId === 2) as Saved;
    expect((await save([{ ...prior, borrowerAddressId: mine.borrowerAddressId,
      addressInfo: { ...home, addressId: JOHN_CURRENT } }])).statusCode).toBe(403);
    expect(await addressesOf()).toEqual(before);
  });

  it('soft-deletes a previous address: the record and its addressInfo get activeInd false', async () => {
    const target = (await addressesOf()).find((a) => a.addressTypeId === 2) as Saved;
    const res = await save([{ ...ids, borrowerAddressId: target.borrowerAddressId, addressTypeId: 2, activeInd: false,
      addressInfo: { addressId: target.addressInfo.addressId, activeInd: false } }]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([expect.objectContaining({ borrowerAddressId: target.borrowerAddressId, activeInd: false,
      addressInfo: expect.objectContaining({ activeInd: false, streetAddress: target.addressInfo.streetAddress }) })]);
    expect((await addressesOf()).map((a) => a.borrowerAddressId)).not.toContain(target.borrowerAddressId);
  });

  it('a soft delete names a saved record; the call is guarded and needs the CSRF header', async () => {
    const bad = await save([{ ...prior, activeInd: false }]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toContainEqual({ field: '0.borrowerAddressId', message: 'Only a saved address can be removed.' });
    expect((await save([prior], jane, false)).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/UpdateBorrowerAddress', payload: [prior] });
    expect(anonymous.statusCode).toBe(401);
    expect((await save([])).statusCode).toBe(400);
  });
});
