import { describe, expect, it } from 'vitest';
import { destination } from '../../../src/app/engine/flow-screen/logic/destination';
import { primaryMode, secondaryMode, skipsSave } from '../../../src/app/engine/flow-screen/logic/screen-buttons';
import { boundScreenOf } from '../../../src/app/engine/binding/bound-screen';
import { lookupCalls, lookupKey } from '../../../src/app/engine/flow-screen/lookups/lookup-keys';
import { editPath, isReadOnlyItem } from '../../../src/app/engine/list-screen/logic/list-paths';
import { touchedErrors } from '../../../src/app/engine/touched-errors';
import { validateOnOf } from '../../../src/app/engine/validate-on';
import type { ScreenModule } from '../../../src/app/engine';
import { shownStep, testFlow } from '../../shared/flow/helpers/test-flow';

const flow = testFlow(
  shownStep('loan-and-property', 3, 'P', [
    { id: 'properties-list', route: 'properties-list', list: 'p/l', next: [] },
    { id: 'add-lender', route: 'add-lender/:realEstateOwnedId', screen: 'p/lender', save: 'X', also: [{ label: 'Add Another Lender', to: 'add-lender' }], next: [
      { when: { required: ['$response'] }, to: 'edit-lender', params: { lenderId: { var: '$response.nextLenderId' } } },
      { to: 'properties-list' },
    ] },
    { id: 'edit-lender', route: 'edit-lender/:realEstateOwnedId/:lenderId', screen: 'p/lender', save: 'X', next: [{ to: 'properties-list' }] },
  ]),
);
const base = { flow, stepId: 'loan-and-property', nodeId: 'add-lender', document: {}, params: { realEstateOwnedId: '9' } };
const saved = { $response: { nextLenderId: 4 } };

describe('where a screen goes on', () => {
  it('the flow next, whose conditions and params read the save\'s answer', () => {
    expect(destination({ ...base, intent: { kind: 'next' } })).toBe('/loan-and-property/properties-list');
    expect(destination({ ...base, document: saved, intent: { kind: 'next' } })).toBe(
      '/loan-and-property/edit-lender/9/4',
    );
  });
  it('an also button goes to its node with the params carried, even when arrived from the dashboard', () => {
    expect(destination({ ...base, intent: { kind: 'also', to: 'add-lender' }, returnTo: '/borrower-dashboard' })).toBe('/loan-and-property/add-lender/9');
  });
  it('arrived by an arrow (returnTo): pages of the same step go on; leaving the step returns', () => {
    const params = { realEstateOwnedId: '9', lenderId: '4' };
    expect(destination({ ...base, params, document: saved, intent: { kind: 'next' }, returnTo: '/borrower-dashboard' })).toBe(
      '/loan-and-property/edit-lender/9/4',
    );
    const leaving = { ...flow, steps: flow.steps.map((s) => ({ ...s, nodes: s.nodes.map((n) => (n.id === 'properties-list' ? { ...n, next: [{ to: '/declarations' }] } : n)) })) };
    const fromList = { ...base, flow: leaving, nodeId: 'properties-list', intent: { kind: 'next' } as const };
    expect(destination(fromList)).toBe('/declarations');
    expect(destination({ ...fromList, returnTo: '/borrower-dashboard' })).toBe('/borrower-dashboard');
  });
  it('the fast path\'s $continue is handed back for the fast-path runtime', () => {
    const withContinue = { ...flow, steps: flow.steps.map((s) => ({ ...s, nodes: s.nodes.map((n) => (n.id === 'edit-lender' ? { ...n, next: [{ to: '$continue' }] } : n)) })) };
    const input = { ...base, flow: withContinue, nodeId: 'edit-lender', intent: { kind: 'next' } as const };
    expect(destination(input)).toBe('$continue');
    expect(destination({ ...input, returnTo: '/borrower-dashboard' })).toBe('$continue');
  });
});

describe('screen buttons', () => {
  const save = { save: 'UpdateFinances' };
  it('a node without save (or a bound without call) only navigates', () => {
    expect(primaryMode({}, false, false, {}, {})).toBe('navigate');
    expect(primaryMode(save, false, false, {}, {})).toBe('navigate');
    expect(primaryMode(save, true, false, {}, { a: 1 })).toBe('next');
    expect(primaryMode(save, true, true, { a: 1 }, { a: 1 })).toBe('cancel');
  });
  it('Save For Later once a saveForLater form changed, else Back', () => {
    expect(secondaryMode({ ...save, saveForLater: true }, { a: 1 }, { a: 1 })).toBe('back');
    expect(secondaryMode({ ...save, saveForLater: true }, { a: 1 }, { a: 2 })).toBe('save-for-later');
    expect(secondaryMode(save, { a: 1 }, { a: 2 })).toBe('back');
  });
  it('skips the save when nothing changed on an edit screen or a complete section', () => {
    expect(skipsSave(false, true, { a: 1 }, { a: 1 })).toBe(true);
    expect(skipsSave(true, false, { a: 1 }, { a: 1 })).toBe(true);
    expect(skipsSave(false, false, { a: 1 }, { a: 1 })).toBe(false);
    expect(skipsSave(true, true, { a: 1 }, { a: 2 })).toBe(false);
  });
});

describe('boundScreenOf', () => {
  const screen = (screenId: string, binding: ScreenModule['binding'] = null) =>
    ({ screenId, schema: { type: 'object', properties: { a: { type: 'number' } } }, uiSchema: {}, validateFns: {}, binding, conditions: {} }) as unknown as ScreenModule;

  it('a screen without a binding throws, naming it', () => {
    expect(() => boundScreenOf(screen('s/b'), { save: 'UpdateX' })).toThrow(/No binding for 's\/b' \(its flow node saves UpdateX\)\. Add schemas\/s\/b\.binding\.json\./);
    expect(() => boundScreenOf(screen('s/explainer'), {})).toThrow(/No binding for 's\/explainer'\. /);
  });

  it('a display-only binding reads what it shows and sends nothing', () => {
    const shown = boundScreenOf(screen('s/explainer', { display: true }), {});
    expect(shown.formData({ profile: {}, params: {}, lookups: {} } as never)).toEqual({});
    expect(shown.body({}, { profile: {}, params: {}, lookups: {} } as never, { complete: true })).toEqual({});
  });

  it("a bound screen's binding, one per screen module", () => {
    const bound = screen('s/a', { read: { from: '/record' }, save: { body: { $record: true } } });
    const first = boundScreenOf(bound, { save: 'X' });
    expect(boundScreenOf(bound, { save: 'X' })).toBe(first);
    expect(first.formData({ profile: { record: { a: 2, b: 3 } }, params: {}, lookups: {} } as never)).toEqual({ a: 2 });
  });
});

describe('lookups registry', () => {
  it('names the call of each lookup', () => {
    expect(lookupCalls).toEqual({ incomeTypes: 'GetIncomeType', assetTypes: 'GetAssetType' });
    expect(lookupKey('assetTypes')).toEqual(['lookup', 'GetAssetType']);
  });
});

describe('list edit links', () => {
  const step = flow.steps[0]!;
  it('fill every route parameter from the item, :id from item.id', () => {
    const item = { id: 'L4', realEstateOwnedId: 9, lenderId: 4 };
    expect(editPath(step, 'edit-lender', item, {})).toBe('/loan-and-property/edit-lender/9/4');
    const idStep = { route: '/info', nodes: [{ id: 'edit', route: 'edit-work/:id' }] };
    expect(editPath(idStep, 'edit', { id: '12' }, {})).toBe('/info/edit-work/12');
  });
  it('read-only items are marked', () => {
    expect(isReadOnlyItem({ id: '1', readOnly: true })).toBe(true);
    expect(isReadOnlyItem({ id: '1' })).toBe(false);
  });
});

describe('validation on blur', () => {
  it('is asked for by the root ui:options', () => {
    expect(validateOnOf({ 'ui:options': { validateOn: 'blur' } })).toBe('blur');
    expect(validateOnOf({})).toBe('submit');
  });
  it('shows only the errors of fields the user left (an object once one of its fields was left)', () => {
    const errors = [
      { property: '.city', message: 'City', stack: '' },
      { property: '.zip', message: 'Zip', stack: '' },
      { property: '.chapters', message: 'Pick', stack: '' },
    ];
    expect(touchedErrors(errors, new Set(['root_city', 'root_chapters_chapter7Ind'])).map((e) => e.message)).toEqual(['City', 'Pick']);
    expect(touchedErrors(errors, new Set(['root_cityName']))).toEqual([]);
  });
});
