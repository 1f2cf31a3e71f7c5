// The screen story every screen gets (stories/generated/Screens.stories.tsx, written by npm run build:schemas):
// the screen's form with an empty, valid or invalid sample from its examples file.
import type { Meta } from '@storybook/react-vite';
import { FormScreen, loadScreen, screenIds, type ScreenModule } from '../src/app/engine';
import { Button } from '../src/widgets/styles';

interface Examples {
  valid?: Record<string, unknown>[];
  invalid?: { formData: Record<string, unknown> }[];
}

const exampleFiles = import.meta.glob<Examples>('../schemas/**/*.examples.json', { eager: true, import: 'default' });

function examplesFor(screenId: string): Examples {
  return exampleFiles[`../schemas/${screenId}.examples.json`] ?? {};
}

export interface ScreenStoryArgs {
  screenId: string;
  sample: 'empty' | 'valid' | 'invalid';
  index: number;
}

function sampleData({ screenId, sample, index }: ScreenStoryArgs): Record<string, unknown> {
  const examples = examplesFor(screenId);
  if (sample === 'valid') return examples.valid?.[index] ?? examples.valid?.[0] ?? {};
  if (sample === 'invalid') return (examples.invalid?.[index] ?? examples.invalid?.[0])?.formData ?? {};
  return {};
}

export const screenStoryMeta: Omit<Meta<ScreenStoryArgs>, 'title'> = {
  argTypes: {
    screenId: { control: 'select', options: [...screenIds] },
    sample: { control: 'inline-radio', options: ['empty', 'valid', 'invalid'] },
    index: { control: { type: 'number', min: 0 } },
  },
  args: { screenId: screenIds[0] ?? '', sample: 'valid', index: 0 },
  loaders: [async ({ args }) => ({ screen: await loadScreen((args as ScreenStoryArgs).screenId) })],
  render: (args, { loaded }) => (
    <FormScreen
      key={`${args.screenId}-${args.sample}-${args.index}`}
      screen={loaded.screen as ScreenModule}
      formData={sampleData(args)}
      onSubmit={(data) => console.info('submit', data)}
      actions={
        <Button type="submit" $variant="primary">
          Next
        </Button>
      }
    />
  ),
};
