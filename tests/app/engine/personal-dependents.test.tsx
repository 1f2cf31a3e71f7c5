import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import FormScreen from '../../../src/app/engine/FormScreen';
import { loadScreen } from '../../../src/app/engine/screen-loader';
import examples from '../../../schemas/info/personal.examples.json';

afterEach(() => cleanup());

// The schema checks dependentInfo whatever dependentsInd says (the body still lists removed dependents); the form
// must still show the list only when dependentsInd is true.
const withDependent = (dependentsInd: boolean) => ({
  ...(examples.valid[0] as Record<string, unknown>),
  dependentsInd,
  dependentInfo: [{ dependentAge: 7, activeInd: true }],
});

async function renderPersonal(formData: Record<string, unknown>, onSubmit = vi.fn()) {
  const personal = await loadScreen('info/personal');
  render(<FormScreen screen={personal} formData={formData} onSubmit={onSubmit} actions={<button type="submit">Next</button>} />);
  return onSubmit;
}

describe('info/personal dependents list', () => {
  it('is shown when the borrower has dependents', async () => {
    await renderPersonal(withDependent(true));
    expect(document.getElementById('root_dependentInfo__group')).not.toBeNull();
  });

  it('is hidden on No even with dependents in the form data, which still submits', async () => {
    const onSubmit = await renderPersonal(withDependent(false));
    expect(document.getElementById('root_dependentInfo__group')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onSubmit).toHaveBeenCalled();
  });
});
