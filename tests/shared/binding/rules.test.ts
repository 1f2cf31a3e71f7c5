import { describe, expect, it } from 'vitest';
import { applyDataRules, uiRuleOverrides } from '../../../src/shared/binding/rules';
import type { BindingScope } from '../../../src/shared/binding/scope';
import type { Rule } from '../../../src/shared/binding/types';
import type { Holds } from '../../../src/shared/condition/holds';
import { ajvHolds } from '../../../src/shared/validation/ajv-holds';

// Conditions are precompiled in the app; here ajv tests them, or a stub says none holds.
const scope = (data: Record<string, unknown>, holds: Holds = ajvHolds()): BindingScope =>
  ({ data, read: null, ctx: {}, params: {}, profile: {}, complete: true, holds });
const noneHolds: Holds = () => false;

describe('applyDataRules', () => {
  const rules: Rule[] = [
    { effect: 'clear', fields: ['chapter7Ind', 'chapter11Ind'], when: { properties: { bankruptcyInd: { const: false } } } },
    { effect: 'derive', field: 'total', value: { round: [{ '+': [{ var: ['a', 0] }, { var: ['b', 0] }] }, 2] } },
  ];

  it('clears the fields while the condition holds, and derives values as the user types', () => {
    expect(applyDataRules(rules, scope({ bankruptcyInd: false, chapter7Ind: true, a: 0.1, b: 0.2 })))
      .toEqual({ bankruptcyInd: false, a: 0.1, b: 0.2, total: 0.3 });
    expect(applyDataRules(rules, scope({ bankruptcyInd: true, chapter7Ind: true, a: 5 })))
      .toEqual({ bankruptcyInd: true, chapter7Ind: true, a: 5, total: 5 });
  });

  it('returns the same data when nothing changes', () => {
    const data = { bankruptcyInd: true, a: 1, total: 1 };
    expect(applyDataRules(rules, scope(data))).toBe(data);
  });

  it('clears nested fields by pointer', () => {
    const nested: Rule[] = [{ effect: 'clear', fields: ['/ethnicity/hispanicInd'], when: true }];
    expect(applyDataRules(nested, scope({ ethnicity: { hispanicInd: true, notWilling: true } })))
      .toEqual({ ethnicity: { notWilling: true } });
  });
});

describe('uiRuleOverrides', () => {
  const schema = {
    properties: {
      status: { oneOf: [{ const: 1, title: 'Retained' }, { const: 4, title: 'Rental' }] },
      creditTypeId: { enum: [1, 2] },
      group: { properties: { a: {}, b: {} } },
    },
  };

  it('hides and disables fields by their conditions', () => {
    const rules: Rule[] = [
      { effect: 'hide', fields: ['x'], when: true },
      { effect: 'disable', fields: ['/group/a', '/group/b'], when: true },
    ];
    expect(uiRuleOverrides(rules, scope({}), schema))
      .toEqual({ x: { 'ui:widget': 'hidden' }, group: { a: { 'ui:disabled': true }, b: { 'ui:disabled': true } } });
    expect(uiRuleOverrides(rules, scope({}, noneHolds), schema)).toEqual({});
  });

  it('disables an option with its message, and relabels a oneOf option', () => {
    const rules: Rule[] = [
      { effect: 'disableOption', field: 'creditTypeId', option: 2, when: true, message: 'No joint borrower on file.' },
      { effect: 'relabelOption', field: 'status', option: 4, label: 'Rental Held for Income', when: true },
    ];
    expect(uiRuleOverrides(rules, scope({}), schema)).toEqual({
      creditTypeId: { 'ui:enumDisabled': [2], 'ui:help': 'No joint borrower on file.' },
      status: { oneOf: [{}, { 'ui:title': 'Rental Held for Income' }] },
    });
  });
});
