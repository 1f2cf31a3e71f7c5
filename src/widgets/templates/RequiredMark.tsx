import styled from 'styled-components';
import { theme } from '../theme';

const Mark = styled.span`
  color: ${theme.color.error};
  margin-left: 0.125rem;
`;

/** The visual required asterisk; the input itself carries `aria-required`. */
export default function RequiredMark() {
  return <Mark aria-hidden="true">*</Mark>;
}
