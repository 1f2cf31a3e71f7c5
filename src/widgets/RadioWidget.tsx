import type { WidgetProps } from '@rjsf/utils';
import ChoiceGroup from './ChoiceGroup';

/** Radio buttons for the options of an `enum` or `oneOf` (const/title). */
export default function RadioWidget(props: WidgetProps) {
  return <ChoiceGroup widget={props} choices={props.options.enumOptions ?? []} />;
}
