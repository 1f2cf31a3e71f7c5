import { useState, type ComponentType } from 'react';
import type { Registry, WidgetProps } from '@rjsf/utils';
import { cleanup, render } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => cleanup());

/** Renders a widget outside a Form with the props rjsf would give it, keeping its value in state. */
export function renderWidget(Widget: ComponentType<WidgetProps>, props: Partial<WidgetProps> = {}) {
  const onChange = vi.fn();
  function Host() {
    const [value, setValue] = useState<unknown>(props.value);
    return (
      <>
        <label htmlFor="root_field">{props.label ?? 'Field'}</label>
        <Widget
          id="root_field"
          name="field"
          label={props.label ?? 'Field'}
          schema={{ type: 'string' }}
          uiSchema={{}}
          registry={{} as Registry}
          options={{}}
          required={false}
          disabled={false}
          readonly={false}
          onBlur={vi.fn()}
          onFocus={vi.fn()}
          {...props}
          value={value}
          onChange={(next: unknown) => {
            onChange(next);
            setValue(next);
          }}
        />
      </>
    );
  }
  return { ...render(<Host />), onChange };
}
