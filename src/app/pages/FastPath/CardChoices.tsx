import styled from 'styled-components';
import type { FastPathCard } from '../../../shared/flow/fast-path';
import { fastPathPagesMessages } from '../../generated/messages/fast-path-pages';
import { useMessages } from '../../i18n/use-messages';

const Fieldset = styled.fieldset`
  border: none;
  margin: 0 0 1.5rem;
  padding: 0;
  legend {
    font-weight: 600;
    margin-bottom: 0.75rem;
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: 1rem;
`;

const Choice = styled.label<{ $checked: boolean }>`
  display: flex;
  gap: 0.75rem;
  align-items: flex-start;
  padding: 1rem;
  border-radius: 8px;
  cursor: pointer;
  background: ${({ theme }) => theme.color.surface};
  border: 2px solid ${({ theme, $checked }) => ($checked ? theme.color.primary : theme.color.border)};
  input {
    margin-top: 0.25rem;
    width: 1.25rem;
    height: 1.25rem;
    flex: none;
    accent-color: ${({ theme }) => theme.color.primary};
  }
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  strong {
    display: block;
    margin-bottom: 0.25rem;
  }
  span span {
    display: block;
    color: ${({ theme }) => theme.color.mutedText};
    overflow-wrap: anywhere;
  }
`;

export interface CardChoicesProps {
  cards: readonly { card: FastPathCard; summary: readonly string[] }[];
  chosen: readonly string[];
  onToggle: (cardId: string) => void;
}

/** The First Things First cards: each a checkbox named by the card, described by what is on file; checked ones are reviewed. */
export function CardChoices({ cards, chosen, onToggle }: CardChoicesProps) {
  const t = useMessages(fastPathPagesMessages);
  return (
    <Fieldset>
      <legend>{t('cardsLegend')}</legend>
      <Grid>
        {cards.map(({ card, summary }) => {
          const checked = chosen.includes(card.id);
          return (
            <Choice key={card.id} $checked={checked}>
              <input
                type="checkbox"
                checked={checked}
                onChange={() => onToggle(card.id)}
                aria-labelledby={`card-${card.id}-title`}
                aria-describedby={`card-${card.id}`}
              />
              <span>
                <strong id={`card-${card.id}-title`}>{card.title}</strong>
                <span id={`card-${card.id}`}>
                  {summary.map((line) => (
                    <span key={line}>{line}</span>
                  ))}
                </span>
              </span>
            </Choice>
          );
        })}
      </Grid>
    </Fieldset>
  );
}
