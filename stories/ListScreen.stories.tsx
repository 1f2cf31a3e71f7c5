import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ListStoryArgs, listStoryMeta } from './list-story';

/** Lists beside the generated one-story-per-list set: with the offer facts that choose sections, and empty. */
const meta: Meta<ListStoryArgs> = { ...listStoryMeta, title: 'Screens/List variants' };
export default meta;

type Story = StoryObj<ListStoryArgs>;
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
export const Empty: Story = { args: { listId: 'info/address-list', empty: true } };
