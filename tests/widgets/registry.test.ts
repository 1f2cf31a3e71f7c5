import { describe, expect, it } from 'vitest';
import { assertRegistered, fields, widgets } from '../../widgets/registry';
import names from '../../widgets/registry-names.json';

describe('widget registry', () => {
  it('registry-names.json lists exactly the registered widgets and fields', () => {
    expect([...names.widgets].sort()).toEqual(Object.keys(widgets).sort());
    expect([...names.fields].sort()).toEqual(Object.keys(fields).sort());
  });
  it('throws naming the missing widget and the registered ones', () => {
    expect(() => assertRegistered({ a: { 'ui:widget': 'FancyWidget' } }, 'info/x')).toThrow(
      "No widget 'FancyWidget' is registered (info/x, a). Registered widgets: TextWidget, DateWidget",
    );
    expect(() => assertRegistered({ list: { items: { 'ui:field': 'NoField' } } })).toThrow(/No field 'NoField'.*DependentAgesField/);
  });
  it('accepts our names and rjsf built-ins', () => {
    expect(() => assertRegistered({ a: { 'ui:widget': 'DateWidget' }, b: { 'ui:widget': 'hidden' } })).not.toThrow();
  });
});
