import { describe, expect, it } from 'vitest';
import { afterSavePaths } from '../../../../src/app/engine/flow-screen/logic/after-save';
import { prepareScreen } from '../../../../src/app/engine/flow-screen/logic/prepare-screen';
import { formChanged, submitMode } from '../../../../src/app/engine/flow-screen/logic/submit-mode';
import { RecordNotFoundError, type BoundScreen, type ScreenContext } from '../../../../src/app/engine';
import { profileFixture } from '../fixtures';

describe('Update / Cancel', () => {
  it('non-edit screens always save with Next', () => expect(submitMode(false, { a: 1 }, { a: 1 })).toBe('next'));
  it('edit screens: Cancel when unchanged, Update when changed', () => {
    expect(submitMode(true, { a: 1, b: 'x' }, { b: 'x', a: 1 })).toBe('cancel');
    expect(submitMode(true, { a: 1 }, { a: 2 })).toBe('update');
    expect(submitMode(true, { a: 1, list: [1] }, { a: 1, list: [] })).toBe('update');
  });
  it('empty answers rjsf adds are no change', () => {
    expect(formChanged({ a: 1 }, { a: 1, b: undefined, c: '', d: null, e: {}, f: [] })).toBe(false);
    expect(formChanged({ nested: { x: 1 } }, { nested: { x: 1, y: undefined } })).toBe(false);
  });
});

describe('afterSave URL replacement', () => {
  const step = {
    route: '/info',
    nodes: [
      { id: 'add-work', route: 'add-work', screen: 'info/employment' },
      { id: 'edit-work', route: 'edit-work/:id', screen: 'info/employment' },
      { id: 'manage-employment', route: 'manage-employment', screen: 'info/employment' },
      { id: 'manage-employment-edit', route: 'manage-employment/:id', screen: 'info/employment' },
      { id: 'employment-income', route: 'manage-employment/:id/income', screen: 'info/employment-income' },
      { id: 'contact', route: 'contact', screen: 'info/contact' },
    ],
  };
  const node = (id: string) => step.nodes.find((n) => n.id === id)!;

  it('an add node is replaced by the edit node of the same screen with the new id', () => {
    expect(afterSavePaths(step, node('add-work'), {}, { id: '123' })).toEqual({ replace: '/info/edit-work/123', params: { id: '123' } });
  });
  it('prefers the edit node under the add node\'s route', () => {
    expect(afterSavePaths(step, node('manage-employment'), {}, { id: '9' }).replace).toBe('/info/manage-employment/9');
  });
  it('an edit node with a new id replaces its own :id', () => {
    expect(afterSavePaths(step, node('edit-work'), { id: '1' }, { id: '2' })).toEqual({ replace: '/info/edit-work/2', params: { id: '2' } });
  });
  it('no new params, the same params, or no edit twin: nothing replaced', () => {
    expect(afterSavePaths(step, node('edit-work'), { id: '1' }, undefined)).toEqual({ params: { id: '1' } });
    expect(afterSavePaths(step, node('edit-work'), { id: '1' }, { id: '1' })).toEqual({ params: { id: '1' } });
    expect(afterSavePaths(step, node('contact'), {}, { id: '5' })).toEqual({ params: { id: '5' } });
  });
});

describe('prepareScreen', () => {
  const ctx: ScreenContext = { profile: profileFixture(), params: { id: '404' }, lookups: {} };
  /** A bound screen that reads `formData` and edits when `isEdit`; its other answers are inert. */
  const boundWith = (over: Partial<BoundScreen>): BoundScreen => ({
    lookups: [], formData: () => ({}), body: () => ({}), uiOverrides: () => ({}), hiddenFields: () => [],
    applyRules: (data) => data, isEdit: () => false, isComplete: () => false, savedParams: () => undefined,
    nextDocument: (_c, data) => data, ...over,
  });
  it('a missing record is "not found"', () => {
    const missing = boundWith({ formData: (c) => { throw new RecordNotFoundError('employment', c.params.id); } });
    expect(prepareScreen(missing, ctx)).toEqual({ kind: 'not-found' });
  });
  it('other errors are thrown; a ready screen carries data and the edit flag', () => {
    expect(() => prepareScreen(boundWith({ formData: () => { throw new Error('bug'); } }), ctx)).toThrow('bug');
    expect(prepareScreen(boundWith({ formData: () => ({ a: 1 }), isEdit: () => true }), ctx)).toEqual({ kind: 'ready', formData: { a: 1 }, isEdit: true });
  });
  it("the node's defaults start a new record (Add Previous Employment: I no longer work here), never an edited one", () => {
    const add = boundWith({ formData: () => ({ previousEmployerInd: false, country: 'US' }) });
    expect(prepareScreen(add, ctx, { previousEmployerInd: true })).toMatchObject({ formData: { previousEmployerInd: true, country: 'US' } });
    const edit = boundWith({ ...add, isEdit: () => true });
    expect(prepareScreen(edit, ctx, { previousEmployerInd: true })).toMatchObject({ formData: { previousEmployerInd: false } });
  });
});
