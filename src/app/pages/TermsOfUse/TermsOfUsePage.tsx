import styled from 'styled-components';
import { Card } from '../../components/Card';
import { LanguageAccessNotice } from '../../components/LanguageAccessNotice';
import { PageHeading } from '../../components/PageHeading';
import { supportEmail, supportPhone } from '../../config/contact';
import { termsOfUseMessages } from '../../generated/messages/terms-of-use';
import { termsOfUseLegalMessages } from '../../generated/messages/terms-of-use-legal';
import { useMessages } from '../../i18n/use-messages';

const Updated = styled.p`
  color: ${({ theme }) => theme.color.mutedText};
  font-size: 0.875rem;
`;

const Section = styled.section`
  h2,
  h3 {
    font-size: 1.25rem;
    margin: 1.5rem 0 0.5rem;
  }
`;

/** The summary a translated page gives before the English text (messages of the terms-of-use part). */
const summaryIds = [
  'summaryUse',
  'summarySecurity',
  'summaryEstimates',
  'summaryElectronic',
  'summaryContact',
  'summarySharing',
  'summaryLaw',
] as const;

/** The legal text's topics (messages of the terms-of-use-legal part). */
const legalSections = [
  { heading: 'useHeading', paragraphs: ['use1', 'use2', 'use3'] },
  { heading: 'securityHeading', paragraphs: ['security1', 'security2'] },
  { heading: 'warrantiesHeading', paragraphs: ['warranties1', 'warranties2'] },
  { heading: 'liabilityHeading', paragraphs: ['liability1', 'liability2'] },
  { heading: 'indemnificationHeading', paragraphs: ['indemnification1'] },
  { heading: 'electronicHeading', paragraphs: ['electronic1', 'electronic2'] },
  { heading: 'communicationsHeading', paragraphs: ['communications1'] },
  { heading: 'privacyHeading', paragraphs: ['privacy1', 'privacy2'] },
  { heading: 'lawHeading', paragraphs: ['law1'] },
  { heading: 'severabilityHeading', paragraphs: ['severability1'] },
  { heading: 'changesHeading', paragraphs: ['changes1'] },
  { heading: 'contactHeading', paragraphs: ['contact1', 'contact2'] },
] as const;

const contact = { phone: supportPhone.display, email: supportEmail.display };

/**
 * /terms-of-use: the legal text, one heading per topic. The legal text is in English only (the terms-of-use-legal part
 * has no other locale): a translated page gives a summary in its language, says that the English text controls, and
 * shows the English text below it, marked `lang="en"`.
 */
export function TermsOfUsePage() {
  const t = useMessages(termsOfUseMessages);
  const legal = useMessages(termsOfUseLegalMessages);
  const translated = t.lang !== legal.lang;
  const Heading = translated ? 'h3' : 'h2';
  return (
    <Card>
      <PageHeading>{t('title')}</PageHeading>
      <Updated>{t('lastUpdated')}</Updated>
      {translated && (
        <Section aria-labelledby="terms-summary">
          <h2 id="terms-summary">{t('summaryHeading')}</h2>
          <p>
            <strong>{t('englishControls')}</strong>
          </p>
          <ul>
            {summaryIds.map((id) => (
              <li key={id}>{t(id)}</li>
            ))}
          </ul>
        </Section>
      )}
      <LanguageAccessNotice />
      {translated && <h2>{t('englishTextHeading')}</h2>}
      <div lang={legal.lang}>
        <p>{legal('intro')}</p>
        {legalSections.map((section) => (
          <Section key={section.heading} aria-labelledby={`terms-${section.heading}`}>
            <Heading id={`terms-${section.heading}`}>{legal(section.heading)}</Heading>
            {section.paragraphs.map((id) => (
              <p key={id}>{legal(id, contact)}</p>
            ))}
          </Section>
        ))}
      </div>
    </Card>
  );
}
