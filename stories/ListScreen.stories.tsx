import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { fullFlow } from '../src/app/generated/flow';
import { ListView } from '../src/app/pages/ListScreen/ListView';
import { addPath, editPath } from '../src/app/pages/ListScreen/logic/list-paths';
import { resolveSections } from '../src/app/pages/ListScreen/logic/resolve-sections';
import { listIds, listSources, loadList, type ListModule } from '../src/app/runtime';
import type { FastPathOffer } from '../src/shared/flow/fast-path/types';
import { storyProfile } from './fixtures/profile';

interface Args {
  listId: string;
  /** Show every section empty ('None on file.'). */
  empty: boolean;
  /** The offer facts that show a section with `shownWhen` and choose the subtitle (none: only sections without a rule). */
  facts?: FastPathOffer;
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
    const sections = resolveSections(list, listSources, { profile, params: {}, lookups: {}, ...(args.facts ? { facts: args.facts } : {}) });
    // The step that shows the list, so Add and Edit links are the app's own (with every route parameter filled).
    const step = fullFlow.steps.find((s) => s.nodes.some((n) => n.list === args.listId)) ?? fullFlow.steps[0]!;
    return (
      <MemoryRouter>
        <ListView
          definition={list}
          sections={sections}
          facts={args.facts}
          addPath={(nodeId) => addPath(step, nodeId, {})}
          editPath={(nodeId, item) => editPath(step, nodeId, item, {})}
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
export const AssetsList: Story = { args: { listId: 'finances/assets-list' } };
export const OtherAssetsList: Story = { args: { listId: 'finances/other-assets-list' } };
export const LiabilitiesList: Story = { args: { listId: 'finances/liabilities-list' } };
export const OtherLiabilitiesList: Story = { args: { listId: 'finances/other-liabilities-list' } };
export const PropertiesList: Story = { args: { listId: 'loan-and-property/properties-list' } };
/** The fast path's "Are All Your Assets Listed?": an investment property with the real-estate flag shows every section. */
export const AssetsAndProperties: Story = {
  args: { listId: 'fast-path/assets-and-properties', facts: { loanType: 'VA', occupancyType: 'Investment Property', showRealEstateSection: true } },
};
/** A primary residence with the real-estate flag: no accounts, the default subtitle. */
export const AssetsAndPropertiesPrimary: Story = {
  args: { listId: 'fast-path/assets-and-properties', facts: { loanType: 'Conventional', occupancyType: 'Primary Residence', showRealEstateSection: true } },
};
/** A second home without the flag: accounts only. */
export const AssetsAndPropertiesSecondHome: Story = {
  args: { listId: 'fast-path/assets-and-properties', facts: { loanType: 'Conventional', occupancyType: 'Secondary Residence', showRealEstateSection: false } },
};
export const YourLenders: Story = { args: { listId: 'loan/your-lenders' } };
export const Empty: Story = { args: { listId: 'info/address-list', empty: true } };
