import styled from 'styled-components';
import type { FieldHelpProps } from '@rjsf/utils';
import { helpId } from '@rjsf/utils';
import { theme } from '../theme';

const Help = styled.div`
  margin-top: ${theme.space.xs};
  color: ${theme.color.muted};
  font-size: ${theme.font.small};
`;

const Paragraph = styled.p`
  margin: 0;
  & + & {
    margin-top: ${theme.space.xs};
  }
`;

/** A field's `ui:help` under it; a blank line in the text starts a new paragraph (the form's notes of two paragraphs). */
export default function FieldHelpTemplate({ help, fieldPathId }: FieldHelpProps) {
  if (!help) return null;
  const paragraphs = typeof help === 'string' ? help.split(/\n\s*\n/) : [];
  return (
    <Help id={helpId(fieldPathId)}>
      {paragraphs.length > 1 ? paragraphs.map((text, i) => <Paragraph key={i}>{text}</Paragraph>) : help}
    </Help>
  );
}
