import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import componentsEnglish from '../../../messages/en/components.json';
import consentEnglish from '../../../messages/en/consent.json';
import offerEnglish from '../../../messages/en/offer.json';
import termsLegalEnglish from '../../../messages/en/terms-of-use-legal.json';
import termsEnglish from '../../../messages/en/terms-of-use.json';
import consentSpanish from '../../../messages/es/consent.json';
import languageAccessSpanish from '../../../messages/es/language-access.json';
import offerSpanish from '../../../messages/es/offer.json';
import successSpanish from '../../../messages/es/success.json';
import termsSpanish from '../../../messages/es/terms-of-use.json';
import { renderApp } from '../helpers/render-app';
import { setOfferSession, stubApi, stubConsentToSubmit } from '../helpers/stub-api';

/** A part's English texts without arguments that its Spanish says otherwise: none may show on a Spanish page. */
function englishOnly(english: Record<string, string>, spanish: Record<string, string>): string[] {
  return Object.entries(english)
    .filter(([id, text]) => !text.includes('{') && spanish[id] !== text)
    .map(([, text]) => text);
}

describe('pages in Spanish', { timeout: 20_000 }, () => {
  beforeEach(() => setOfferSession('1007', '5009'));
  afterEach(() => vi.unstubAllGlobals());

  it('the consent page speaks Spanish from its catalogue, and Acepto goes on to success in Spanish', async () => {
    stubConsentToSubmit();
    const { router } = await renderApp('/consent', { locale: 'es' });
    await screen.findByRole('heading', { level: 1, name: consentSpanish.title });
    await screen.findByText(consentSpanish.submittedBy.replace('{name}', 'Ana Lopez'));
    screen.getByText(consentSpanish.ask);
    screen.getByRole('heading', { level: 2, name: consentSpanish.propertyHeading });
    screen.getByRole('heading', { level: 2, name: consentSpanish.savingsHeading });
    screen.getByText(offerSpanish.monthlySavings);
    screen.getByRole('link', { name: '844-66-OFFER (844-666-3337)' });
    const page = document.body.textContent ?? '';
    for (const english of [
      ...englishOnly(consentEnglish, consentSpanish),
      ...englishOnly(offerEnglish, offerSpanish),
      ...englishOnly(componentsEnglish, {}),
      'Need help? Call',
    ]) {
      expect(page, english).not.toContain(english);
    }
    await userEvent.click(screen.getByRole('button', { name: consentSpanish.agree }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/success'), { timeout: 5000 });
    await screen.findByRole('heading', { level: 1, name: successSpanish.done });
  });

  it('the terms page gives a Spanish summary, says the English controls and shows the English text marked English', async () => {
    stubApi({});
    await renderApp('/terms-of-use', { locale: 'es' });
    await screen.findByRole('heading', { level: 1, name: termsSpanish.title });
    screen.getByRole('heading', { level: 2, name: termsSpanish.summaryHeading });
    screen.getByText(termsSpanish.englishControls);
    screen.getByText(termsSpanish.summaryEstimates);
    screen.getByRole('complementary', { name: languageAccessSpanish.label });
    expect(screen.queryByText(termsEnglish.summaryHeading)).toBeNull();
    const legal = screen.getByRole('heading', { level: 3, name: termsLegalEnglish.lawHeading }).closest('[lang]');
    expect(legal?.getAttribute('lang')).toBe('en');
    expect(legal?.textContent).toContain(termsLegalEnglish.law1);
  });
});
