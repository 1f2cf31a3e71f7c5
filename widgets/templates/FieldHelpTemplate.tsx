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

/** A field's help (`ui:help`, or a rule's message) in the screen's language. */
export default function FieldHelpTemplate({ help, fieldPathId }: FieldHelpProps) {
  const { tr } = useScreenLanguage();
  if (!help) return null;
  return <Help id={helpId(fieldPathId)}>{typeof help === 'string' ? tr(help) : help}</Help>;
}
