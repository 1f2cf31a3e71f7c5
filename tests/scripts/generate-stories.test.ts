import { describe, expect, it } from 'vitest';
import { generateStoryFiles, storyNames } from '../../scripts/schema-compiler/generate-stories';

describe('generated stories', () => {
  it('names a story after the last segment of its id, the whole id when two collide', () => {
    expect([...storyNames(['info/employment-income', 'extra/contact', 'info/contact']).values()])
      .toEqual(['EmploymentIncome', 'ExtraContact', 'InfoContact']);
  });

  it('writes one story per screen and per list, under the titles the Storybook test looks for', () => {
    const files = generateStoryFiles(['extra/favourite-color'], ['info/address-list']);
    expect(files.get('Screens.stories.tsx')).toContain(
      'export const FavouriteColor: Story = { name: "extra/favourite-color", args: { screenId: "extra/favourite-color" } };');
    expect(files.get('Screens.stories.tsx')).toContain('title: "Screens/Screen"');
    expect(files.get('Lists.stories.tsx')).toContain('args: { listId: "info/address-list" }');
  });
});
