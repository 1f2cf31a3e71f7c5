import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RJSFSchema } from '@rjsf/utils';
import { renderForm } from './helpers/form';

const schema: RJSFSchema = {
  type: 'object',
  properties: {
    name: { type: 'string', title: 'Name' },
    chapters: {
      type: 'object',
      title: 'If YES, identify the type(s) of bankruptcy:',
      properties: {
        chapter7Ind: { type: 'boolean', title: 'Chapter 7' },
        chapter11Ind: { type: 'boolean', title: 'Chapter 11' },
      },
    },
  },
};
const message = 'Please check one of the above.';

/** The object-level rule of a checkbox group, as a schema's anyOf + errorMessage would give it. */
const atLeastOne = (data: { chapters?: Record<string, boolean> } | undefined, errors: { chapters?: { addError(m: string): void } }) => {
  if (!Object.values(data?.chapters ?? {}).some(Boolean)) errors.chapters?.addError(message);
  return errors;
};

describe('checkbox group (object with a title)', () => {
  it('is a fieldset + legend whose own error shows under the legend, linked, in the summary, and focus reaches its first box', async () => {
    const { onSubmit } = renderForm(schema, {}, { name: 'x', chapters: {} }, atLeastOne as never);
    const group = screen.getByRole('group', { name: 'If YES, identify the type(s) of bankruptcy:' });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const errorBox = document.getElementById('root_chapters__error');
    expect(errorBox?.textContent).toBe(message);
    expect(group.getAttribute('aria-describedby')).toContain('root_chapters__error');
    expect(group.getAttribute('data-invalid')).toBe('true');
    // under the legend, before the boxes
    expect(group.firstElementChild?.tagName).toBe('LEGEND');
    expect(errorBox?.compareDocumentPosition(within(group).getByRole('checkbox', { name: 'Chapter 7' })) ?? 0).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    // once, not repeated after the group by the field template
    expect(screen.getAllByText(message).filter((el) => el.closest('[role="alert"]') === null)).toHaveLength(1);
    const summaryLink = within(screen.getByRole('alert')).getByRole('link', { name: message });
    await userEvent.click(summaryLink);
    await waitFor(() => expect(document.activeElement?.id).toBe('root_chapters_chapter7Ind'));
    await userEvent.keyboard(' ');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });
});
