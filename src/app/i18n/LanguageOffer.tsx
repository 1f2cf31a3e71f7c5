import { atom, useAtom, useAtomValue } from 'jotai';
import { Suspense, use } from 'react';
import styled from 'styled-components';
import { locales } from '../../shared/i18n/locales';
import { useBorrowerData } from '../api/hooks/useBorrowerData';
import { Button } from '../components/Button';
import { layoutMessages } from '../generated/messages/layout';
import { applicationIdAtom } from '../state/session-atoms';
import { loadLocaleMessages } from './locale-messages';
import { localeAtom } from './locale-state';
import { translator } from './translator';
import { useChooseLocale } from './useChooseLocale';
import { useMessages } from './use-messages';

/** The languages the borrower said no to in this visit. */
const declinedAtom = atom<readonly string[]>([]);

const Offer = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  margin-bottom: 1rem;
  padding: 0.75rem 1rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: 6px;
  background: ${({ theme }) => theme.color.surface};
  p {
    margin: 0;
    flex: 1 1 16rem;
  }
`;

function OfferIn({ code }: { code: string }) {
  const t = useMessages(layoutMessages);
  const choose = useChooseLocale();
  const [declined, setDeclined] = useAtom(declinedAtom);
  // Asked in the language offered: a borrower who prefers it can read the question.
  const theirs = translator(layoutMessages, code, code === 'en' ? null : use(loadLocaleMessages(code)));
  return (
    <Offer aria-label={theirs('languageOfferAccept')} lang={theirs.lang}>
      <p>{theirs('languageOffer')}</p>
      <Button type="button" $variant="primary" onClick={() => choose(code)}>
        {theirs('languageOfferAccept')}
      </Button>
      <Button type="button" lang={t.lang} onClick={() => setDeclined([...declined, code])}>
        {t('languageOfferDecline')}
      </Button>
    </Offer>
  );
}

/**
 * After the borrower answers the Supplementary Consumer Information Form's language question with a language the
 * portal has, it offers to switch to it (until they switch or say no).
 */
export function LanguageOffer() {
  const applicationId = useAtomValue(applicationIdAtom);
  const { data } = useBorrowerData(applicationId);
  const locale = useAtomValue(localeAtom);
  const declined = useAtomValue(declinedAtom);
  const preferred = locales.find((l) => l.languageCode === data?.languagePreferenceInfo?.languageCode);
  if (!preferred || preferred.code === locale || declined.includes(preferred.code)) return null;
  return (
    <Suspense fallback={null}>
      <OfferIn code={preferred.code} />
    </Suspense>
  );
}
