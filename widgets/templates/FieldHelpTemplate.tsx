import styled from 'styled-components';
import type { FieldHelpProps } from '@rjsf/utils';
import { helpId } from '@rjsf/utils';
import { theme } from '../theme';

const Help = styled.div`
  margin-top: ${theme.space.xs};
  color: ${theme.color.muted};
  font-size: ${theme.font.small};
`;

export default function FieldHelpTemplate({ help, fieldPathId }: FieldHelpProps) {
  if (!help) return null;
  return <Help id={helpId(fieldPathId)}>{help}</Help>;
}
