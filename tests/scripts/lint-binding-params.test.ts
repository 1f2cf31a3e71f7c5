import { describe, expect, it } from 'vitest';
import { checkBindingParams } from '../../scripts/schema-compiler/lint/binding-params';
import type { ScreenBinding } from '../../src/shared/binding/types';
import type { Flow } from '../../src/shared/flow/types';

const node = (id: string, route: string, screen: string) => ({ id, route, screen, next: [] });
const flow = {
  id: 'f', end: '/x',
  steps: [{ id: 'info', route: '/info', nodes: [node('add-work', 'add-work', 'info/employment'), node('edit-work', 'edit-work/:id', 'info/employment'), node('income', 'work/:jobId/income', 'info/income')] }],
} as unknown as Flow;
const check = (binding: ScreenBinding) => checkBindingParams(binding, 'info/employment', flow, 'b.json').map((f) => `${f.pointer}: ${f.message}`);

describe('route parameters a binding names', () => {
  it('accepts parameters of the routes that show the screen, and a new id a route of the step takes', () =>
    expect(check({
      read: { from: '/employmentInfo', pick: { key: 'employmentId', param: 'id' } },
      save: { body: { employmentId: { $read: '/employmentId' } }, newId: { response: '/0/employmentId', param: 'jobId' } },
    })).toEqual([]));

  it('reports a pick and a new id parameter no route has', () =>
    expect(check({
      read: { from: '/employmentInfo', pick: { key: 'employmentId', param: 'employmentId' } },
      save: { body: [{ employmentId: { $read: '/employmentId' } }], newId: { response: '/0/employmentId', param: 'newId' } },
    })).toEqual([
      '/read/pick/param: route parameter "employmentId": no route that shows this screen has it ("add-work" add-work, "edit-work" edit-work/:id)',
      '/save/newId/param: route parameter "newId": no route of step "info" has it',
    ]));
});
