import { describe, expect, it } from 'vitest';
import { dealRecords, distinctBy } from '../../../../src/server/lender/mismo/deal-records';
import { element, leaf } from '../../../../src/server/lender/mismo/mismo-node';

describe('distinctBy', () => {
  it('keeps each shared record once, in first-seen order', () => {
    const items = [{ id: 2, by: 'a' }, { id: 1, by: 'a' }, { id: 2, by: 'b' }];
    expect(distinctBy(items, (i) => i.id)).toEqual([{ id: 2, by: 'a' }, { id: 1, by: 'a' }]);
  });
});

describe('dealRecords', () => {
  it('numbers the records it keeps, leaves out empty ones, and arcs each to the roles on the deal', () => {
    const roles = new Map([[7001, 'BORROWER_1'], [7002, 'BORROWER_2']]);
    const expenses = dealRecords('EXPENSE', 'EXPENSE_IsAssociatedWith_ROLE', roles);
    expenses.add((label) => element('EXPENSE', [leaf('ExpenseType', 'Alimony')], { 'xlink:label': label }), [7001, 7002, 7001]);
    expenses.add(() => null, [7001]);
    expenses.add((label) => element('EXPENSE', [leaf('ExpenseType', 'Other')], { 'xlink:label': label }), [7002, 7009]);
    expect(expenses.records.nodes.map((n) => n.attributes['xlink:label'])).toEqual(['EXPENSE_1', 'EXPENSE_2']);
    expect(expenses.records.arcs.map((a) => [a.from, a.to])).toEqual([
      ['EXPENSE_1', 'BORROWER_1'], ['EXPENSE_1', 'BORROWER_2'], ['EXPENSE_2', 'BORROWER_2'],
    ]);
  });
});
