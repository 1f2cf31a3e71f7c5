import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import type { FieldHelpProps } from '@rjsf/utils';
import FieldHelpTemplate from '../../src/widgets/templates/FieldHelpTemplate';

const renderHelp = (help: string) =>
  render(<FieldHelpTemplate {...({ help, fieldPathId: { $id: 'root_answer', path: ['answer'] } } as unknown as FieldHelpProps)} />);
const paragraphsOf = (help: Element | null) => [...(help?.querySelectorAll('p') ?? [])].map((p) => p.textContent);

afterEach(cleanup);

describe('FieldHelpTemplate', () => {
  it('shows a help text as it is, under the id the field is described by', () => {
    const { container } = renderHelp('Up to 4 characters.');
    const help = container.querySelector('#root_answer__help');
    expect(help?.textContent).toBe('Up to 4 characters.');
    expect(paragraphsOf(help)).toEqual([]);
  });

  it('starts a new paragraph at each blank line', () => {
    const { container } = renderHelp('First paragraph.\n\nSecond paragraph.');
    expect(paragraphsOf(container.querySelector('#root_answer__help'))).toEqual(['First paragraph.', 'Second paragraph.']);
  });
});
