import type { WidgetProps } from '@rjsf/utils';
import ChoiceGroup from './ChoiceGroup';
import { useScreenLanguage } from './screen-language';

/** A boolean answered with Yes / No radios (true / false). Option titles from a `oneOf` take precedence. */
export default function YesNoWidget(props: WidgetProps) {
  const { t } = useScreenLanguage();
  const given = props.options.enumOptions;
  const yesNo = [
    { label: t('yes'), value: true },
    { label: t('no'), value: false },
  ];
  const choices = given && given.length === 2 && given.every((o) => typeof o.value === 'boolean') ? given : yesNo;
  const ordered = [...choices].sort((a, b) => Number(b.value) - Number(a.value));
  return <ChoiceGroup widget={props} choices={ordered} />;
}
