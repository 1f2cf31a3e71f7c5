import { describe, expect, it } from 'vitest';
import { fillTemplate } from '../../../../src/app/engine/list-screen/logic/fill-template';
import { addPath, editPath } from '../../../../src/app/engine/list-screen/logic/list-paths';

describe('fillTemplate', () => {
  it('fills {field} placeholders and drops the separators of empty values', () => {
    expect(fillTemplate('{street}, {unit}, {city}', { id: '1', street: '1 A St', unit: null, city: 'B' })).toBe('1 A St, B');
    expect(fillTemplate('{years} Years', { id: '1', years: 3 })).toBe('3 Years');
    expect(fillTemplate('Monthly income: {amount}', { id: '1', amount: '' })).toBe('');
    expect(fillTemplate('Plain text', { id: '1' })).toBe('Plain text');
  });
});

describe('list paths', () => {
  const step = { route: '/info', nodes: [{ id: 'add-work', route: 'add-work' }, { id: 'edit-work', route: 'edit-work/:id' }] };
  it('add goes to the node; edit fills :id from the item', () => {
    expect(addPath(step, 'add-work', {})).toBe('/info/add-work');
    expect(editPath(step, 'edit-work', { id: '77' }, {})).toBe('/info/edit-work/77');
    expect(() => addPath(step, 'nope', {})).toThrow(/"nope"/);
  });
});
