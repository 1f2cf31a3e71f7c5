import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localeCodes } from '../../../src/shared/i18n/locales';
import { LOCALE_COOKIE } from '../../../src/server/i18n/request-locale';
import { messageOf, translationOf } from '../../helpers/catalogues';
import { invalidAnswer, requiredMessage } from '../../helpers/screen-examples';
import { useJaneAndJohn } from '../helpers/jane-and-john';
import { buildTestApp, JANE } from '../helpers/test-app';

const t = useJaneAndJohn();
const CONTACT = 'info/contact';
const janeContact = { applicationId: 7001, borrowerId: 5001, emailAddress: 'jane.doe@example.com' };

const contactSave = (headers: Record<string, string>, body: object) =>
  t.app.inject({
    method: 'POST', url: '/api/UpdateBorrowerContact', payload: body,
    headers: { cookie: t.jane.cookie, 'x-csrf-token': t.jane.csrfToken, ...headers },
  });

describe("answers in the borrower's language", () => {
  it('a 400 for a bad body sent with Accept-Language: es names each field with its message in Spanish', async () => {
    const cell = invalidAnswer(CONTACT, '.cellPhoneNumber');
    const res = await contactSave({ 'accept-language': 'es-US,es;q=0.9,en;q=0.5' }, { ...janeContact, cellPhoneNumber: cell.value });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: messageOf('es', 'errors', 'VALIDATION_FAILED') });
    expect(res.json().fields).toEqual([{ field: 'cellPhoneNumber', message: translationOf('es', cell.message) }]);
  });

  it('the language chosen in the portal (its cookie) wins over Accept-Language; none of either answers English', async () => {
    const body = { applicationId: 7001, borrowerId: 5001 };
    const chosen = await contactSave({ 'accept-language': 'en-US', cookie: `${t.jane.cookie}; ${LOCALE_COOKIE}=es` }, body);
    expect(chosen.json().fields).toContainEqual({ field: 'emailAddress', message: translationOf('es', requiredMessage(CONTACT, '.emailAddress')) });
    const english = await contactSave({}, body);
    expect(english.json().fields).toContainEqual({ field: 'emailAddress', message: requiredMessage(CONTACT, '.emailAddress') });
    expect(english.json().message).toBe(messageOf('en', 'errors', 'VALIDATION_FAILED'));
  });

  it('a locale without the message answers it in English rather than half translated', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/GetOffer', payload: { offerId: 'nope' }, headers: { 'accept-language': 'fr' } });
    expect(res.json().message).toBe(messageOf('en', 'errors', res.json().code));
  });
});

describe('UpdateLanguagePreference', () => {
  it('keeps the choice in an HttpOnly, SameSite cookie for a year, for every language of the portal', async () => {
    for (const locale of localeCodes) {
      const res = await t.app.inject({ method: 'POST', url: '/api/UpdateLanguagePreference', payload: { locale } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ locale });
      const cookie = String(res.headers['set-cookie']);
      expect(cookie).toContain(`${LOCALE_COOKIE}=${locale}`);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect(cookie).toMatch(/Max-Age=31536000/);
    }
  });

  it('refuses a language the portal does not have with the field and message, and sets nothing', async () => {
    const res = await t.app.inject({
      method: 'POST', url: '/api/UpdateLanguagePreference', payload: { locale: 'fr' }, headers: { 'accept-language': 'es' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([{ field: 'locale', message: expect.any(String) }]);
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

describe('the page', () => {
  it("opens in the borrower's language: <html lang> from the choice, else Accept-Language, varying on both", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-lang-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>');
    const app = await buildTestApp(t.testDb.db, { config: { STATIC_DIR: dir } });
    const page = (headers: Record<string, string>) => app.inject({ method: 'GET', url: '/offer/1001/5001', headers: { accept: 'text/html', ...headers } });
    expect((await page({ 'accept-language': 'zh-TW,zh;q=0.9' })).body).toContain('<html lang="zh-Hant"');
    expect((await page({ 'accept-language': 'es-MX' })).body).toContain('<html lang="es"');
    expect((await page({ 'accept-language': 'es-MX', cookie: `${LOCALE_COOKIE}=ko` })).body).toContain('<html lang="ko"');
    const plain = await page({});
    expect(plain.body).toContain('<html lang="en"');
    expect(String(plain.headers.vary)).toMatch(/Accept-Language/);
    expect(String(plain.headers.vary)).toMatch(/Cookie/);
    await app.close();
  });
});

describe("the borrower's record", () => {
  const preference = (headers: Record<string, string>, locale: string) =>
    t.app.inject({ method: 'POST', url: '/api/UpdateLanguagePreference', payload: { locale }, headers });
  const recorded = async (borrowerId: number) =>
    (await t.testDb.db.query<{ locale: string | null }>('SELECT portal_locale AS locale FROM borrowers WHERE borrower_id = $1', [borrowerId]))[0]?.locale;

  it("a verified borrower's choice goes on their record, with the session's CSRF value only", async () => {
    const refused = await preference({ cookie: t.john.cookie }, 'vi');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('CSRF_INVALID');
    expect(await recorded(5002)).not.toBe('vi');
    const saved = await preference({ cookie: t.john.cookie, 'x-csrf-token': t.john.csrfToken }, 'vi');
    expect(saved.statusCode).toBe(200);
    expect(await recorded(5002)).toBe('vi');
    expect(await recorded(5001)).not.toBe('vi');
  });

  it('a new session on a browser with no choice takes the record\'s, and one with a choice records it', async () => {
    await t.testDb.db.query("UPDATE borrowers SET portal_locale = 'ko' WHERE borrower_id = 5001");
    const fresh = await verifyWith({});
    expect(String(fresh.headers['set-cookie'])).toContain(`${LOCALE_COOKIE}=ko`);
    const asked = await t.app.inject({ method: 'GET', url: '/api/LanguagePreference', headers: { cookie: `${LOCALE_COOKIE}=ko` } });
    expect(asked.json()).toEqual({ locale: 'ko' });

    const chosenHere = await verifyWith({ cookie: `${LOCALE_COOKIE}=es` });
    expect(String(chosenHere.headers['set-cookie'])).not.toContain(`${LOCALE_COOKIE}=`);
    expect(await recorded(5001)).toBe('es');
  });

  it('LanguagePreference answers the browser\'s choice, else the closest Accept-Language', async () => {
    const asked = await t.app.inject({ method: 'GET', url: '/api/LanguagePreference', headers: { 'accept-language': 'tl-PH' } });
    expect(asked.json()).toEqual({ locale: 'tl' });
  });
});

function verifyWith(headers: Record<string, string>) {
  return t.app.inject({
    method: 'POST', url: '/api/VerifyContact', headers,
    payload: { offerID: JANE.offerId, customerRecordID: JANE.userId, ssn: JANE.ssn, dateOfBirth: JANE.dateOfBirth },
  });
}
