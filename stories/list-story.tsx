// The list story every list screen gets (stories/generated/Lists.stories.tsx, written by npm run build:schemas).
import type { Meta } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { fullFlow } from '../src/app/generated/flow';
import { ListView } from '../src/app/engine/list-screen/ListView';
import { addPath, editPath } from '../src/app/engine/list-screen/logic/list-paths';
import { resolveSections } from '../src/app/engine/list-screen/logic/resolve-sections';
import { listIds, loadList, type ListModule } from '../src/app/engine';
import type { FastPathOffer } from '../src/shared/flow/fast-path/types';
import { storyProfile } from './fixtures/profile';

export interface ListStoryArgs {
  listId: string;
  /** Show every section empty ('None on file.'). */
  empty: boolean;
  /** The offer facts that show a section with `shownWhen` and choose the subtitle (none: only sections without a rule). */
  facts?: FastPathOffer;
}

export const listStoryMeta: Omit<Meta<ListStoryArgs>, 'title'> = {
  argTypes: {
    listId: { control: 'select', options: [...listIds] },
    empty: { control: 'boolean' },
  },
  args: { listId: listIds[0] ?? '', empty: false },
  loaders: [async ({ args }) => ({ module: await loadList((args as ListStoryArgs).listId) })],
  render: (args, { loaded }) => {
    const { list } = loaded.module as ListModule;
    const profile = args.empty ? { ...storyProfile, borrowerInfo: { ...storyProfile.borrowerInfo, borrowerAddressInfo: [] } } : storyProfile;
    const sections = resolveSections(list, { profile, params: {}, lookups: {}, ...(args.facts ? { facts: args.facts } : {}) });
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
