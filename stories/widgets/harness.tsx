import { useState, type ComponentType } from 'react';
import type { Registry, RJSFSchema, WidgetProps } from '@rjsf/utils';
import FieldErrorTemplate from '../../src/widgets/templates/FieldErrorTemplate';
import FieldHelpTemplate from '../../src/widgets/templates/FieldHelpTemplate';

export interface HarnessArgs {
  label: string;
  required?: boolean;
  disabled?: boolean;
  error?: string;
  help?: string;
  value?: unknown;
  schema?: RJSFSchema;
  options?: WidgetProps['options'];
}

/** Shows one widget as a form field would: label, the widget, its errors and help, and the value it holds. */
export function WidgetHarness({ widget: Widget, args }: { widget: ComponentType<WidgetProps>; args: HarnessArgs }) {
  const [value, setValue] = useState<unknown>(args.value);
  const id = 'root_story';
  const rawErrors = args.error ? [args.error] : undefined;
  const fieldPathId = { $id: id, path: [] };
  const registry = {} as Registry;
  return (
    <div>
      <label htmlFor={id} style={{ display: 'block', fontWeight: 600, marginBottom: '0.25rem' }}>
        {args.label}
      </label>
      <Widget
        id={id}
        name="story"
        label={args.label}
        hideLabel
        value={value}
        required={args.required}
        disabled={args.disabled}
        readonly={false}
        schema={args.schema ?? { type: 'string' }}
        uiSchema={{}}
        options={{ ...(args.options ?? {}), help: args.help }}
        rawErrors={rawErrors}
        registry={registry}
        onChange={setValue}
        onBlur={() => {}}
        onFocus={() => {}}
      />
      <FieldErrorTemplate errors={rawErrors} fieldPathId={fieldPathId} registry={registry} schema={{}} />
      <FieldHelpTemplate help={args.help} fieldPathId={fieldPathId} registry={registry} schema={{}} />
      <pre style={{ marginTop: '1rem', fontSize: '0.875rem' }}>value: {JSON.stringify(value) ?? 'undefined'}</pre>
    </div>
  );
}
