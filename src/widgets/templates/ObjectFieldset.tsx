import type { ReactNode } from 'react';
import styled from 'styled-components';
import { descriptionId, errorId, titleId } from '@rjsf/utils';
import { theme } from '../theme';
import { GroupBox, Legend } from '../styles';

const Description = styled.p`
  margin: 0 0 ${theme.space.md};
  color: ${theme.color.muted};
`;

export interface ObjectFieldsetProps {
  id: string;
  label?: string;
  description?: string;
  /** The object's own messages (e.g. "Please check one of the above."). */
  errorCount: number;
  /** rjsf's FieldErrorTemplate element for them (id `<id>__error`). */
  errors: ReactNode;
  children: ReactNode;
}

/**
 * A nested object (e.g. a checkbox group): fieldset + legend, its description, then its own errors under the legend
 * (describing the fieldset, which is marked for focus-first-error), then its fields.
 */
export function ObjectFieldset({ id, label, description, errorCount, errors, children }: ObjectFieldsetProps) {
  const describedBy = [description ? descriptionId(id) : '', errorCount ? errorId(id) : ''].filter(Boolean).join(' ');
  return (
    <GroupBox id={id} aria-describedby={describedBy || undefined} data-invalid={errorCount > 0 || undefined} $invalid={errorCount > 0}>
      {label ? <Legend id={titleId(id)}>{label}</Legend> : null}
      {description ? <Description id={descriptionId(id)}>{description}</Description> : null}
      {errorCount ? errors : null}
      {children}
    </GroupBox>
  );
}
