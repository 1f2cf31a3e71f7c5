import type { ComponentType } from 'react';
import type { EnumOptionsType, WidgetProps } from '@rjsf/utils';
import { useScreenLanguage } from './screen-language';

type Tr = (english: string) => string;

const shownOptions = (options: unknown, tr: Tr): unknown =>
  Array.isArray(options)
    ? options.map((option: EnumOptionsType) => (typeof option?.label === 'string' ? { ...option, label: tr(option.label) } : option))
    : options;

/**
 * The props a widget shows, in the screen's language: its label and placeholder, and its options' labels (from the
 * schema's `oneOf` titles or `enum` values, and those given at run time in `ui:options.choices`, e.g. a lookup's).
 * The schema itself stays English: the precompiled validators know it by its hash.
 */
export function shownWidgetProps(props: WidgetProps, tr: Tr): WidgetProps {
  const { label, placeholder, options } = props;
  const shown: WidgetProps['options'] = { ...options };
  if (options.enumOptions) shown.enumOptions = shownOptions(options.enumOptions, tr) as EnumOptionsType[];
  if (options.choices !== undefined) shown.choices = shownOptions(options.choices, tr);
  return { ...props, label: label && tr(label), placeholder: placeholder && tr(placeholder), options: shown };
}

/** A registered widget that shows its texts in the screen's language (see `ScreenLanguage`). */
export function shownInScreenLanguage(Widget: ComponentType<WidgetProps>): ComponentType<WidgetProps> {
  function Shown(props: WidgetProps) {
    const { tr } = useScreenLanguage();
    return <Widget {...shownWidgetProps(props, tr)} />;
  }
  Shown.displayName = `Shown(${Widget.displayName ?? Widget.name})`;
  return Shown;
}
