import type { FieldErrorProps } from '@rjsf/utils';
import { errorId } from '@rjsf/utils';
import { FieldErrorList } from '../styles';

/** A field's own messages, in an element the input names through `aria-describedby` (no live role here). */
export default function FieldErrorTemplate({ errors = [], fieldPathId }: FieldErrorProps) {
  const shown = errors.filter(Boolean);
  if (shown.length === 0) return null;
  return (
    <FieldErrorList id={errorId(fieldPathId)}>
      {shown.map((error, index) => (
        <li key={index}>{error}</li>
      ))}
    </FieldErrorList>
  );
}
