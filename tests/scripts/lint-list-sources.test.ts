import { describe, expect, it } from 'vitest';
import { checkListSources } from '../../scripts/schema-compiler/lint/list-source-checks';
import type { ListFile } from '../../scripts/schema-compiler/lists';
import type { ListDefinition } from '../../src/shared/flow/list-types';
import { loadSchemaDocuments } from '../../src/shared/validation/schema-documents';

const docs = loadSchemaDocuments();
const listWith = (source: unknown): ListFile => ({
  listId: 'extra/things', path: 'extra/things.list.json',
  definition: { title: 'Things', sections: [{ id: 'things', title: 'Things', source, empty: 'None.', item: { title: '{id}' } }] } as ListDefinition,
});
const check = (source: unknown) => checkListSources([listWith(source)], docs, (list) => `schemas/${list.path}`);

describe('list data sources in the linter', () => {
  it('accepts a profile list and a known delete call', () => {
    expect(check({ from: '/additionalIncomeInfo', key: 'additionalIncomeId',
      delete: { call: 'UpdateBorrowerAdditionalIncome', body: [] } })).toEqual([]);
  });

  it('names a from that is no list of the profile and a delete call that does not exist, with their pointers', () => {
    expect(check({ from: '/additionalIncomes', key: 'id', delete: { call: 'UpdateIncomes', body: [] } })).toEqual([
      { file: 'schemas/extra/things.list.json', pointer: '/sections/0/source/from',
        message: '"/additionalIncomes" is not a list of the borrower profile (schemas/api/BorrowerProfile.response.json)' },
      { file: 'schemas/extra/things.list.json', pointer: '/sections/0/source/delete/call',
        message: '"UpdateIncomes" is not a call: schemas/api/UpdateIncomes.body.json does not exist' },
    ]);
  });

  it('names titles taken from a field that is no select', () => {
    expect(check({ from: '/otherAssetInfo', key: 'otherAssetId', titles: { typeName: { field: 'value', screen: 'finances/other-asset' } } })).toEqual([
      { file: 'schemas/extra/things.list.json', pointer: '/sections/0/source/titles/typeName',
        message: '"value" of schemas/finances/other-asset.schema.json is no select with options' },
    ]);
  });

  it('leaves named TypeScript sources to the runtime', () => {
    expect(check('assets.accounts')).toEqual([]);
  });
});
