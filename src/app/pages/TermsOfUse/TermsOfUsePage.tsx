import styled from 'styled-components';
import { Card } from '../../components/Card';
import { PageHeading } from '../../components/PageHeading';
import { termsOfUseTexts as texts } from './texts';

const Updated = styled.p`
  color: ${({ theme }) => theme.color.mutedText};
  font-size: 0.875rem;
`;

const Section = styled.section`
  h2 {
    font-size: 1.25rem;
    margin: 1.5rem 0 0.5rem;
  }
`;

/** /terms-of-use: the legal text, one heading per topic. */
export function TermsOfUsePage() {
  return (
    <Card>
      <PageHeading>{texts.title}</PageHeading>
      <Updated>{texts.lastUpdated}</Updated>
      {texts.intro.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {texts.sections.map((section, index) => (
        <Section key={section.heading} aria-labelledby={`terms-${index}`}>
          <h2 id={`terms-${index}`}>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Section>
      ))}
    </Card>
  );
}
