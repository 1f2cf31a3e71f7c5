import type { WidgetProps } from '@rjsf/utils';
import ChoiceGroup from './ChoiceGroup';

const YES_NO = [
  { label: 'Yes', value: true },
  { label: 'No', value: false },
];

/** A boolean answered with Yes / No radios (true / false). Option titles from a `oneOf` take precedence. */
export default function YesNoWidget(props: WidgetProps) {
  const given = props.options.enumOptions;
  const choices = given && given.length === 2 && given.every((o) => typeof o.value === 'boolean') ? given : YES_NO;
  const ordered = [...choices].sort((a, b) => Number(b.value) - Number(a.value));
  return <ChoiceGroup widget={props} choices={ordered} />;
}
