import styled from 'styled-components';
import type { ErrorListProps } from '@rjsf/utils';
import { theme } from '../theme';
import { currentErrors } from './current-errors';
import { fieldIdForProperty, focusField } from './field-id';
import { summaryTexts } from './summary-text';
import { useScreenLanguage } from '../screen-language';

const Box = styled.div`
  margin-bottom: ${theme.space.lg};
  padding: ${theme.space.md};
  border: 2px solid ${theme.color.error};
  border-left-width: 6px;
  border-radius: ${theme.radius};
  background: ${theme.color.errorBackground};
  color: ${theme.color.text};
  h2 {
    margin: 0 0 ${theme.space.sm};
    font-size: 1.125rem;
    color: ${theme.color.error};
  }
  ul {
    margin: 0;
    padding-left: 1.25rem;
  }
  a {
    color: ${theme.color.error};
    font-weight: 600;
  }
  a:focus-visible {
    outline: 3px solid ${theme.color.focus};
    outline-offset: 2px;
  }
`;

/** Summary at the top of the form: a heading and a link to each invalid field, in the screen's language. */
export default function ErrorListTemplate({ errors, errorSchema, registry }: ErrorListProps) {
  const { tr, t } = useScreenLanguage();
  const standing = currentErrors(errors, errorSchema);
  if (standing.length === 0) return null;
  const texts = summaryTexts(standing, registry.rootSchema, tr);
  const heading =
    typeof registry.formContext?.errorSummaryTitle === 'string' ? registry.formContext.errorSummaryTitle : t('errorSummaryTitle');
  const idPrefix = registry.globalFormOptions?.idPrefix ?? 'root';
  const idSeparator = registry.globalFormOptions?.idSeparator ?? '_';
  return (
    <Box role="alert" aria-labelledby="form-error-summary-title">
      <h2 id="form-error-summary-title">{heading}</h2>
      <ul>
        {standing.map((error, index) => {
          const target = fieldIdForProperty(error.property, idPrefix, idSeparator);
          return (
            <li key={`${target}-${index}`}>
              <a
                href={`#${target}`}
                onClick={(event) => {
                  if (focusField(target)) event.preventDefault();
                }}
              >
                {texts[index]}
              </a>
            </li>
          );
        })}
      </ul>
    </Box>
  );
}
