import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ScreenStoryArgs, screenStoryMeta } from './screen-story';

/** Samples beside the generated one-story-per-screen set: an invalid form, and any screen by its id. */
const meta: Meta<ScreenStoryArgs> = { ...screenStoryMeta, title: 'Screens/Screen samples' };
export default meta;

type Story = StoryObj<ScreenStoryArgs>;
export const ContactErrors: Story = { args: { screenId: 'info/contact', sample: 'invalid' } };
export const AnyScreen: Story = {};
