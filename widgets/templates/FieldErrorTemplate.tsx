import styled from 'styled-components';
import type { FieldErrorProps } from '@rjsf/utils';
import { errorId } from '@rjsf/utils';
import { theme } from '../theme';

const List = styled.ul`
  list-style: none;
  margin: ${theme.space.xs} 0 0;
  padding: 0;
  color: ${theme.color.error};
  font-size: ${theme.font.small};
  font-weight: 600;
`;

/** A field's own messages, in an element the input names through `aria-describedby` (no live role here). */
export default function FieldErrorTemplate({ errors = [], fieldPathId }: FieldErrorProps) {
  const shown = errors.filter(Boolean);
  if (shown.length === 0) return null;
  return (
    <List id={errorId(fieldPathId)}>
      {shown.map((error, index) => (
        <li key={index}>{error}</li>
      ))}
    </List>
  );
}
