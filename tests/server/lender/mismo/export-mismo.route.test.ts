import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLenderKey, revokeLenderKeyNamed } from '../../../../src/server/lender/keys/lender-keys';
import { MISMO_NAMESPACE, ULAD_NAMESPACE, XLINK_NAMESPACE } from '../../../../src/server/lender/mismo/namespaces';
import { buildProfile } from '../../../../src/server/profile/build-profile';
import { listApplicationsOfOffer } from '../../../../src/server/application/applications';
import { findOffer } from '../../../../src/server/offer/offers';
import { lenderAuth } from '../../helpers/lender';
import { JANE, JOHN, MARY, testKeys, verify } from '../../helpers/test-app';
import { useTestApp } from '../../helpers/use-test-app';
import { expectDealMatches } from './expect-deal';
import type { MismoNode } from '../../../../src/server/lender/mismo/mismo-node';
import { all, one, parseMismo, text } from './mismo-tree';

const LANGUAGE_EXTENSION = 'LANGUAGES/LANGUAGE/EXTENSION/OTHER/ULAD:LANGUAGE_EXTENSION';

const t = useTestApp();
let authorization = '';

const exportOf = (offerId: number, auth: string | null = authorization): Promise<LightMyRequestResponse> =>
  t.app.inject({ method: 'POST', url: '/api/ExportMismo', headers: auth === null ? {} : { authorization: auth }, payload: { offerId } });

const exportAudits = async (): Promise<{ offerId: number; actor: string; actorType: string; fields: unknown }[]> =>
  t.testDb.db.query(
    `SELECT offer_id AS "offerId", actor, actor_type AS "actorType", fields FROM audit_events WHERE call = 'ExportMismo'
     ORDER BY audit_event_id`,
  );

const setStatus = (offerId: number, statusId: number): Promise<unknown> =>
  t.testDb.db.query('UPDATE offers SET offer_status_id = $2, submitted_at = now() WHERE offer_id = $1', [offerId, statusId]);

/** Each active borrower's application record, as the export reads it. */
async function profilesOf(offerId: number) {
  const db = t.testDb.db;
  const offer = (await findOffer(db, offerId))!;
  const applications = (await listApplicationsOfOffer(db, offerId)).filter((a) => a.activeInd);
  const borrowers = [];
  for (const a of applications) borrowers.push(await buildProfile(db, testKeys().pii, offer, a));
  return { offer, borrowers };
}

beforeAll(async () => {
  authorization = (await lenderAuth(t.testDb.db, 'export-lender')).authorization;
});

describe('ExportMismo refusals', () => {
  it('answers 401 without a key, with an unknown key and with a revoked key, and records nothing', async () => {
    await setStatus(1004, 4);
    const revoked = await lenderAuth(t.testDb.db, 'revoked-lender');
    await revokeLenderKeyNamed(t.testDb.db, 'revoked-lender');
    for (const auth of [null, 'Bearer rpl_not-a-key', revoked.authorization, 'Basic abc']) {
      const res = await exportOf(1004, auth);
      expect(res.statusCode, String(auth)).toBe(401);
      expect(res.json().code).toBe('LENDER_KEY_INVALID');
    }
    expect(await exportAudits()).toEqual([]);
  });

  it("answers 404 for an unknown offer and for another key's offer, like an unknown one, and records nothing", async () => {
    await createLenderKey(t.testDb.db, 'other-lender');
    await setStatus(1005, 4);
    await t.testDb.db.query(
      `UPDATE offers SET lender_system_id = (SELECT lender_system_id FROM lender_systems WHERE name = 'other-lender') WHERE offer_id = 1005`,
    );
    const unknown = await exportOf(987654);
    const others = await exportOf(1005);
    expect(unknown.statusCode).toBe(404);
    expect(others.statusCode).toBe(404);
    expect(others.json()).toEqual(unknown.json());
    expect(others.json().code).toBe('LOAN_NOT_FOUND');
    expect(await exportAudits()).toEqual([]);
    await t.testDb.db.query('UPDATE offers SET lender_system_id = NULL WHERE offer_id = 1005');
  });

  it('answers 409 EXPORT_NOT_SUBMITTED for an offer in any other status, and records nothing', async () => {
    for (const status of [1, 2, 3, 5, 6]) {
      await setStatus(1001, status);
      const res = await exportOf(1001);
      expect(res.statusCode, `status ${status}`).toBe(409);
      expect(res.json().code).toBe('EXPORT_NOT_SUBMITTED');
    }
    expect(await exportAudits()).toEqual([]);
  });

  it('answers 400 for a body without an integer offerId', async () => {
    for (const payload of [{}, { offerId: '1004' }, { offerId: 1004, extra: true }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/ExportMismo', headers: { authorization }, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});

describe('ExportMismo document', () => {
  it('carries what a borrower saved through the portal (UpdateBorrowerContact)', async () => {
    await setStatus(1001, 3);
    const jane = await verify(t.app, JANE);
    const contact = { applicationId: JANE.applicationId, borrowerId: JANE.borrowerId, cellPhoneNumber: '3125550456',
      workPhoneNumber: '8475550789', workPhoneExtn: '42', emailAddress: 'jane.saved@example.com' };
    const saved = await t.app.inject({ method: 'POST', url: '/api/UpdateBorrowerContact',
      headers: { cookie: jane.cookie, 'x-csrf-token': jane.csrfToken }, payload: contact });
    expect(saved.statusCode).toBe(200);
    await setStatus(1001, 4);

    const res = await exportOf(1001);
    expect(res.statusCode).toBe(200);
    const party = one(parseMismo(res.body).root, 'DEAL_SETS/DEAL_SET/DEALS/DEAL/PARTIES/PARTY');
    const points = one(party, 'INDIVIDUAL/CONTACT_POINTS')!.children;
    const byRole = (role: string) => points.find((p) => text(p, 'CONTACT_POINT_DETAIL/ContactPointRoleType') === role);
    expect(text(byRole('Mobile'), 'CONTACT_POINT_TELEPHONE/ContactPointTelephoneValue')).toBe('3125550456');
    expect(text(byRole('Work'), 'CONTACT_POINT_TELEPHONE/ContactPointTelephoneValue')).toBe('8475550789');
    expect(text(byRole('Work'), 'CONTACT_POINT_TELEPHONE/ContactPointTelephoneExtensionValue')).toBe('42');
    expect(byRole('Home')).toBeUndefined();
    expect(text(party, 'INDIVIDUAL/CONTACT_POINTS/CONTACT_POINT/CONTACT_POINT_EMAIL/ContactPointEmailValue')).toBe('jane.saved@example.com');
  });

  it("carries each borrower's language preference (UpdateBorrowerLanguagePreference) in their PARTY's LANGUAGES", async () => {
    await setStatus(1001, 3);
    await setStatus(1002, 3);
    const saveLanguage = async (who: typeof JANE, answer: object) => {
      const s = await verify(t.app, who);
      const saved = await t.app.inject({ method: 'POST', url: '/api/UpdateBorrowerLanguagePreference',
        headers: { cookie: s.cookie, 'x-csrf-token': s.csrfToken },
        payload: { applicationId: who.applicationId, borrowerId: who.borrowerId, ...answer } });
      expect(saved.statusCode).toBe(200);
    };
    await saveLanguage(JOHN, { preferredLanguage: 'spa' });
    await saveLanguage(MARY, { preferredLanguage: 'refused' });
    await saveLanguage(JANE, { preferredLanguage: 'other', languageCodeOtherDescription: 'Haitian Creole' });
    await setStatus(1001, 4);
    await setStatus(1002, 4);
    await setStatus(1003, 4);

    const partiesOf = async (offerId: number) => {
      const res = await exportOf(offerId);
      expect(res.statusCode).toBe(200);
      return all(parseMismo(res.body).root, 'DEAL_SETS/DEAL_SET/DEALS/DEAL/PARTIES/PARTY');
    };
    const language = (party: MismoNode | undefined) => ({
      code: text(party, 'LANGUAGES/LANGUAGE/LanguageCode'),
      other: text(party, `${LANGUAGE_EXTENSION}/ULAD:LanguageCodeOtherDescription`),
      refused: text(party, `${LANGUAGE_EXTENSION}/ULAD:LanguageRefusalIndicator`),
    });
    const [john, mary] = await partiesOf(1002);
    expect(language(john)).toEqual({ code: 'spa', other: null, refused: 'false' });
    expect(language(mary)).toEqual({ code: null, other: null, refused: 'true' });
    const [jane] = await partiesOf(1001);
    expect(language(jane)).toEqual({ code: 'Other', other: 'Haitian Creole', refused: 'false' });
    // MISMO 3.4's PARTY order: INDIVIDUAL, (mailing) ADDRESSES, LANGUAGES, ROLES; Jane has no mailing address of her own.
    expect(jane?.children.map((c) => c.name)).toEqual(['INDIVIDUAL', 'LANGUAGES', 'ROLES']);
    // Luis Garcia (offer 1003) never answered: no LANGUAGES.
    const [luis] = await partiesOf(1003);
    expect(all(luis, 'LANGUAGES')).toEqual([]);
  });

  it("exports every demo offer with each borrower's collected values at their ULAD paths", async () => {
    await t.testDb.db.query('UPDATE offers SET offer_status_id = 4, submitted_at = now(), lender_system_id = NULL');
    const offerIds = (await t.testDb.db.query<{ id: number }>('SELECT offer_id AS id FROM offers ORDER BY offer_id')).map((r) => r.id);
    expect(offerIds).toEqual(expect.arrayContaining([1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008]));
    const features = new Set<string>();
    let values = 0;
    for (const offerId of offerIds) {
      const res = await exportOf(offerId);
      expect(res.statusCode, `offer ${offerId}: ${res.body.slice(0, 300)}`).toBe(200);
      expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
      const { root, namespace, declared } = parseMismo(res.body);
      expect(root.name).toBe('MESSAGE');
      expect(namespace).toBe(MISMO_NAMESPACE);
      expect(declared).toMatchObject({ 'xmlns:xlink': XLINK_NAMESPACE, 'xmlns:ULAD': ULAD_NAMESPACE });
      expect(root.attributes.MISMOReferenceModelIdentifier).toMatch(/^3\.4\./);
      expect(text(root, 'ABOUT_VERSIONS/ABOUT_VERSION/CreatedDatetime')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      const deal = one(root, 'DEAL_SETS/DEAL_SET/DEALS/DEAL')!;
      const { offer, borrowers } = await profilesOf(offerId);
      const coverage = expectDealMatches(deal, offer, borrowers);
      coverage.features.forEach((f) => features.add(f));
      values += coverage.values;
    }
    // The demo data exercises every section: a check that compared nothing would fail here.
    expect([...features].sort()).toEqual(expect.arrayContaining([
      'accounts', 'additional income', 'alternate name', 'declarations', 'demographics', 'dependents', 'gifts',
      'liability accounts', 'military entitlement', 'military service', 'mortgages', 'other expenses', 'other liabilities',
      'previous employment', 'prior address', 'real estate owned', 'subject property answers', 'language preference',
      'language refusal',
    ]));
    expect(values).toBeGreaterThan(500);
  });

  it("carries each borrower's record id (CreateOffer's borrowerId) in their ROLE, after BORROWER and before ROLE_DETAIL", async () => {
    await setStatus(1002, 4);
    const res = await exportOf(1002);
    expect(res.statusCode).toBe(200);
    const parties = all(parseMismo(res.body).root, 'DEAL_SETS/DEAL_SET/DEALS/DEAL/PARTIES/PARTY');
    expect(parties.map((party) => {
      const role = one(party, 'ROLES/ROLE');
      return {
        name: text(party, 'INDIVIDUAL/NAME/FirstName'),
        roleChildren: role?.children.map((c) => c.name),
        id: text(role, 'PARTY_ROLE_IDENTIFIERS/PARTY_ROLE_IDENTIFIER/PartyRoleIdentifier'),
      };
    })).toEqual([
      { name: 'John', roleChildren: ['BORROWER', 'PARTY_ROLE_IDENTIFIERS', 'ROLE_DETAIL'], id: String(JOHN.borrowerId) },
      { name: 'Mary', roleChildren: ['BORROWER', 'PARTY_ROLE_IDENTIFIERS', 'ROLE_DETAIL'], id: String(MARY.borrowerId) },
    ]);
  });

  it('records exactly one audit event per export, in the name of the system and key, with no fields', async () => {
    await setStatus(1004, 4);
    const before = await exportAudits();
    const res = await exportOf(1004);
    expect(res.statusCode).toBe(200);
    const after = await exportAudits();
    expect(after.length - before.length).toBe(1);
    expect(after.at(-1)).toEqual({ offerId: 1004, actor: 'export-lender/export-lender', actorType: 'lender', fields: [] });
  });
});
