import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { ListView } from '../src/app/pages/ListScreen/ListView';
import { resolveSections } from '../src/app/pages/ListScreen/logic/resolve-sections';
import { listIds, listSources, loadList, type ListModule } from '../src/app/runtime';
import { storyProfile } from './fixtures/profile';

interface Args {
  listId: string;
  /** Show every section empty ('None on file.'). */
  empty: boolean;
}

const meta: Meta<Args> = {
  title: 'Screens/List',
  argTypes: {
    listId: { control: 'select', options: [...listIds] },
    empty: { control: 'boolean' },
  },
  args: { listId: listIds[0] ?? '', empty: false },
  loaders: [async ({ args }) => ({ module: await loadList((args as Args).listId) })],
  render: (args, { loaded }) => {
    const { list } = loaded.module as ListModule;
    const profile = args.empty ? { ...storyProfile, borrowerInfo: { ...storyProfile.borrowerInfo, borrowerAddressInfo: [] } } : storyProfile;
    const sections = resolveSections(list, listSources, { profile, params: {}, lookups: {} });
    return (
      <MemoryRouter>
        <ListView
          definition={list}
          sections={sections}
          addPath={(nodeId) => `/info/${nodeId}`}
          editPath={(nodeId, item) => `/info/${nodeId}/${item.id}`}
          onDelete={(_section, item) => console.info('delete', item)}
          deleting={new Set()}
          onBack={() => console.info('back')}
          onNext={() => console.info('next')}
        />
      </MemoryRouter>
    );
  },
};
export default meta;

type Story = StoryObj<Args>;
export const AddressList: Story = { args: { listId: 'info/address-list' } };
export const EmploymentAndIncome: Story = { args: { listId: 'info/employment-and-income' } };
export const Empty: Story = { args: { listId: 'info/address-list', empty: true } };
