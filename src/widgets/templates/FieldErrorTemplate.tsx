import type { FieldErrorProps } from '@rjsf/utils';
import { errorId } from '@rjsf/utils';
import { FieldErrorList } from '../styles';
import { useScreenLanguage } from '../screen-language';

/**
 * A field's own messages, in an element the input names through `aria-describedby` (no live role here), in the
 * screen's language (the form runtime translates the validator's messages; one given otherwise is translated here).
 */
export default function FieldErrorTemplate({ errors = [], fieldPathId }: FieldErrorProps) {
  const { tr } = useScreenLanguage();
  const shown = errors.filter(Boolean).map((error) => (typeof error === 'string' ? tr(error) : error));
  if (shown.length === 0) return null;
  return (
    <FieldErrorList id={errorId(fieldPathId)}>
      {shown.map((error, index) => (
        <li key={index}>{error}</li>
      ))}
    </FieldErrorList>
  );
}
