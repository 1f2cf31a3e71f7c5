import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FieldProps, Registry } from '@rjsf/utils';
import DependentAgesField from '../../src/widgets/fields/DependentAgesField';
import type { DependentEntry } from '../../src/widgets/fields/dependents';

interface Args {
  initial: DependentEntry[];
  error?: string;
}

function Harness({ initial, error }: Args) {
  const [list, setList] = useState(initial);
  const props = {
    fieldPathId: { $id: 'root_dependentInfo', path: ['dependentInfo'] },
    formData: list,
    schema: { title: 'Dependents', type: 'array' },
    uiSchema: { 'ui:help': "Enter each dependent's age. Use 0 for an infant under 1 year." },
    errorSchema: error ? { __errors: [error] } : undefined,
    registry: {} as Registry,
    name: 'dependentInfo',
    onChange: (next: DependentEntry[]) => setList(next),
    onBlur: () => {},
    onFocus: () => {},
  } as unknown as FieldProps<DependentEntry[]>;
  return (
    <div>
      <DependentAgesField {...props} />
      <pre style={{ marginTop: '1rem', fontSize: '0.875rem' }}>{JSON.stringify(list, null, 2)}</pre>
    </div>
  );
}

const meta: Meta<Args> = {
  title: 'Widgets/DependentAgesField',
  render: (args) => <Harness {...args} />,
  args: {
    initial: [
      { dependentId: 11, dependentAge: 4, borrowerId: 5001, activeInd: true },
      { dependentId: 12, dependentAge: 0, borrowerId: 5001, activeInd: true },
    ],
  },
};
export default meta;

type Story = StoryObj<Args>;
export const WithSavedDependents: Story = {};
export const Empty: Story = { args: { initial: [] } };
export const WithError: Story = { args: { initial: [], error: 'Dependent Age must be an integer.' } };
