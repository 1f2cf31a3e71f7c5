import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { FastPathOffer } from '../../../shared/flow/fast-path/types';
import type { ListDefinition } from '../../../shared/flow/list-types';
import { Button, ButtonLink } from '../../components/Button';
import { PageHeading } from '../../components/PageHeading';
import { formatMoney } from '../../logic/money';
import type { ListItem } from '..';
import { isReadOnlyItem } from './logic/list-paths';
import { listSubtitle, type ShownSection } from './logic/resolve-sections';
import { listScreenMessages } from '../../generated/messages/list-screen';
import { englishAsWritten, type ShownLanguage } from '../../i18n/shown-language';
import { UntranslatedNotice } from '../../i18n/UntranslatedNotice';
import { useMessagesIn } from '../../i18n/use-messages';

export interface ListViewProps {
  /** The definition in the language it is shown in (`shown`, English when not given). */
  definition: ListDefinition;
  shown?: ShownLanguage;
  sections: ShownSection[];
  /** The offer facts (`ScreenContext.facts`) that choose the subtitle of a list with `subtitles`. */
  facts?: FastPathOffer;
  /** Path of an add node, and of an edit node for an item. */
  addPath(nodeId: string): string;
  editPath(nodeId: string, item: ListItem): string;
  onDelete(section: ShownSection, item: ListItem): void;
  /** Item ids being deleted. */
  deleting: ReadonlySet<string>;
  onBack(): void;
  onNext(): void;
}

const Page = styled.div`
  max-width: 40rem;
  margin: 0 auto;
  padding: 1rem;
`;

const Section = styled.section`
  margin: 0 0 2rem;
  h2 {
    font-size: 1.25rem;
    margin: 0 0 0.75rem;
  }
  ul {
    list-style: none;
    margin: 0 0 1rem;
    padding: 0;
  }
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 0.5rem 1rem;
    padding: 0.75rem 0;
    border-bottom: 1px solid #d5dbe1;
  }
  li p {
    margin: 0;
  }
`;

const ItemActions = styled.div`
  display: flex;
  gap: 0.75rem;
  align-items: center;
  a {
    font-weight: 600;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  margin-top: 2rem;
`;

/**
 * A list screen: title, subtitle (the note, or the one the facts choose), each shown section's items with Edit and
 * Delete (none on read-only items), Add buttons, totals, Back and Next (also when no section is shown).
 */
export function ListView(props: ListViewProps) {
  const { definition, shown: language = englishAsWritten, sections, facts, addPath, editPath, onDelete, deleting, onBack, onNext } = props;
  const t = useMessagesIn(listScreenMessages, language.lang);
  const subtitle = listSubtitle(definition, facts);
  return (
    <Page lang={language.lang}>
      <UntranslatedNotice shown={language} />
      <PageHeading>{definition.title}</PageHeading>
      {subtitle ? <p>{subtitle}</p> : null}
      {sections.map((shown) => {
        const { section, items } = shown;
        const headingId = `list-section-${section.id}`;
        return (
          <Section key={section.id} aria-labelledby={headingId}>
            <h2 id={headingId}>{section.title}</h2>
            {items.length === 0 ? (
              <p>{section.empty}</p>
            ) : (
              <ul>
                {items.map(({ item, title, lines }) => (
                  <li key={item.id}>
                    <div>
                      <p>
                        <strong>{title}</strong>
                      </p>
                      {lines.map((line, i) => (
                        <p key={i}>{line}</p>
                      ))}
                    </div>
                    <ItemActions>
                      {section.edit && !isReadOnlyItem(item) ? (
                        <Link to={editPath(section.edit, item)} aria-label={t('editItem', { title })}>
                          {t('edit')}
                        </Link>
                      ) : null}
                      {section.delete && !isReadOnlyItem(item) ? (
                        <Button
                          type="button"
                          $variant="secondary"
                          aria-label={t('deleteItem', { title })}
                          disabled={deleting.has(item.id)}
                          onClick={() => onDelete(shown, item)}
                        >
                          {deleting.has(item.id) ? t('deleting') : t('delete')}
                        </Button>
                      ) : null}
                    </ItemActions>
                  </li>
                ))}
              </ul>
            )}
            {section.total && shown.total !== undefined ? (
              <p>
                <strong>{section.total.label}</strong> {formatMoney(shown.total)}
              </p>
            ) : null}
            {section.add ? <ButtonLink to={addPath(section.add.to)}>{section.add.label}</ButtonLink> : null}
          </Section>
        );
      })}
      <Actions>
        <Button type="button" $variant="secondary" onClick={onBack}>
          {definition.buttons?.back ?? t('back')}
        </Button>
        <Button type="button" onClick={onNext}>
          {definition.buttons?.next ?? t('next')}
        </Button>
      </Actions>
    </Page>
  );
}
