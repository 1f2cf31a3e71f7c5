import type { DescriptionFieldProps } from '@rjsf/utils';
import { useScreenLanguage } from '../screen-language';

/** A field's description (schema `description` or `ui:description`) in the screen's language. */
export default function DescriptionFieldTemplate({ id, description }: DescriptionFieldProps) {
  const { tr } = useScreenLanguage();
  if (!description) return null;
  return (
    <div id={id} className="field-description">
      {typeof description === 'string' ? tr(description) : description}
    </div>
  );
}
