import { readFileSync } from 'node:fs';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BorrowerProfile } from '../../../../src/shared/api';
import flowScreenEs from '../../../../messages/es/flow-screen.json';
import listScreenEs from '../../../../messages/es/list-screen.json';
import layoutEn from '../../../../messages/en/layout.json';
import { renderApp } from '../../helpers/render-app';
import { storeSession } from '../../helpers/session';
import { profileFixture } from '../fixtures';
import { currentJob, previousJob } from '../binding/fixtures/employment';
import { hasTexts } from '../../../../src/app/i18n/screen-texts';
import { locales, sourceLocale } from '../../../../src/shared/i18n/locales';
import { readMessages } from '../../../../src/shared/i18n/message-catalogues';
import { repoRoot } from '../../../helpers/catalogues';

const catalogue = (base: string): Record<string, string> => JSON.parse(readFileSync(`${base}.es.texts.json`, 'utf8')) as Record<string, string>;
const contactEs = catalogue('schemas/info/contact');
const personalEs = catalogue('schemas/info/personal');
const employmentListEs = catalogue('schemas/info/employment-and-income');

function stubProfile(profile: BorrowerProfile) {
  vi.stubGlobal('fetch', vi.fn(async (url: string) =>
    url === '/api/GetBorrowerData' ? new Response(JSON.stringify(profile), { status: 200 }) : new Response('{}', { status: 404 })));
}

const withJobs = (): BorrowerProfile => ({ ...profileFixture(), employmentInfo: [currentJob, previousJob] } as BorrowerProfile);

describe('flow pages in the borrower\'s language', { timeout: 30_000 }, () => {
  beforeEach(() => storeSession({ offerId: '1001', userId: '5001', userVerified: true, applicationId: 7001 }));
  afterEach(() => vi.unstubAllGlobals());

  it('a screen node in Spanish: its texts and its buttons, and a refused submit says why in Spanish', async () => {
    stubProfile(profileFixture());
    await renderApp('/info/contact', { locale: 'es' });
    await screen.findByRole('heading', { level: 1, name: contactEs['How Do We Reach You?'] }, { timeout: 10_000 });
    screen.getByRole('button', { name: flowScreenEs.back });
    await userEvent.click(screen.getByRole('button', { name: flowScreenEs.next }));
    within(await screen.findByRole('alert')).getByText(contactEs['Email Address is a required field.']!);
  });

  it('a text a binding rule writes (an option disabled with a message) is in Spanish', async () => {
    stubProfile({ ...profileFixture(), potentialJointBorrowers: [] });
    await renderApp('/info/personal', { locale: 'es' });
    await screen.findByText(personalEs['A joint borrower must be on file to apply for joint credit.']!, undefined, { timeout: 10_000 });
  });

  it('a list node in Spanish: the computed words of its items come out in Spanish', async () => {
    stubProfile(withJobs());
    await renderApp('/info/employment-and-income', { locale: 'es' });
    const current = await screen.findByRole('region', { name: employmentListEs['Current Employment'] }, { timeout: 10_000 });
    within(current).getByText(`${currentJob.startDate}${employmentListEs[' - Present']}`);
    within(current).getByRole('link', { name: listScreenEs.editItem.replace('{title}', currentJob.employerName ?? '') });
    screen.getByRole('link', { name: employmentListEs['Add Employment'] });
    screen.getByRole('button', { name: listScreenEs.next });
  });

  it('a list node in a language that lacks it: English, lang en, with the notice in that language', async () => {
    const lacking = locales.find((l) => l.code !== sourceLocale && !hasTexts('list', l.code, 'info/employment-and-income'))!.code;
    stubProfile(withJobs());
    await renderApp('/info/employment-and-income', { locale: lacking });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Your Employment and Income' }, { timeout: 10_000 });
    expect(heading.closest('[lang]')?.getAttribute('lang')).toBe('en');
    screen.getByText(readMessages(repoRoot, lacking, 'layout')?.untranslatedNotice ?? layoutEn.untranslatedNotice);
    screen.getByText(`${currentJob.startDate} - Present`);
  });
});
