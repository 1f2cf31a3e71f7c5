import styled from 'styled-components';
import type { FieldHelpProps } from '@rjsf/utils';
import { helpId } from '@rjsf/utils';
import { theme } from '../theme';
import { useScreenLanguage } from '../screen-language';

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

/**
 * A field's help (`ui:help`, or a rule's message) in the screen's language; a blank line in the text starts a new
 * paragraph (the form's notes of two paragraphs).
 */
export default function FieldHelpTemplate({ help, fieldPathId }: FieldHelpProps) {
  const { tr } = useScreenLanguage();
  if (!help) return null;
  const paragraphs = typeof help === 'string' ? tr(help).split(/\n\s*\n/) : [];
  return (
    <Help id={helpId(fieldPathId)}>
      {paragraphs.length > 1 ? paragraphs.map((text, i) => <Paragraph key={i}>{text}</Paragraph>) : typeof help === 'string' ? tr(help) : help}
    </Help>
  );
}
