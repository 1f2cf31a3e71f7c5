import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRegistry } from '../../scripts/schema-compiler/lint/read-registry';
import { assertRegistered, fields, widgets } from '../../src/widgets/registry';

describe('widget registry', () => {
  it('the names the linter reads from the source are exactly the registered widgets and fields', () => {
    const names = readRegistry(join(process.cwd(), 'src/widgets/registry.ts'));
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
