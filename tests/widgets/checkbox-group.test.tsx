import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { atLeastOneChapterMessage as message, bankruptcyChaptersExample as example } from '../../stories/fixtures/bankruptcy-chapters-example';
import { renderForm } from './helpers/form';

describe('checkbox group (object with a title)', () => {
  it('is a fieldset + legend whose own error shows under the legend, linked, in the summary, and focus reaches its first box', async () => {
    const { onSubmit } = renderForm(example.schema, example.uiSchema, example.formData, example.customValidate);
    const group = screen.getByRole('group', { name: 'If YES, identify the type(s) of bankruptcy:' });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(4);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const errorBox = document.getElementById('root_bankruptcyChapters__error');
    expect(errorBox?.textContent).toBe(message);
    expect(group.getAttribute('aria-describedby')).toContain('root_bankruptcyChapters__error');
    expect(group.getAttribute('data-invalid')).toBe('true');
    // under the legend, before the boxes
    expect(group.firstElementChild?.tagName).toBe('LEGEND');
    expect(errorBox?.compareDocumentPosition(within(group).getByRole('checkbox', { name: 'Chapter 7' })) ?? 0).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    // once, not repeated after the group by the field template
    expect(screen.getAllByText(message).filter((el) => el.closest('[role="alert"]') === null)).toHaveLength(1);
    const summaryLink = within(screen.getByRole('alert')).getByRole('link', { name: message });
    await userEvent.click(summaryLink);
    await waitFor(() => expect(document.activeElement?.id).toBe('root_bankruptcyChapters_chapter7Ind'));
    await userEvent.keyboard(' ');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });
});
