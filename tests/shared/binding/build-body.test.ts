import { describe, expect, it } from 'vitest';
import { buildBody } from '../../../src/shared/binding/build-body';
import type { BindingScope } from '../../../src/shared/binding/scope';
import { ajvHolds } from '../../../src/shared/validation/ajv-holds';

const scope = (over: Partial<BindingScope> = {}): BindingScope => ({
  data: { name: ' Acme ', phone: '', total: 12, income: { base: 10 } },
  read: { employmentId: 31, primaryEmploymentInd: true },
  ctx: { applicationId: 7001, borrowerId: 5001, offerId: '1001' },
  params: { id: '31' },
  profile: {},
  complete: true,
  holds: ajvHolds(),
  ...over,
});

describe('buildBody', () => {
  it('spreads the cleaned form data under $record and adds the other fields', () => {
    expect(buildBody({ $record: true, applicationId: { $ctx: 'applicationId' }, activeInd: true }, scope()))
      .toEqual({ name: 'Acme', total: 12, income: { base: 10 }, applicationId: 7001, activeInd: true });
  });

  it('leaves out the fields $omit names (derived values shown only)', () => {
    expect(buildBody({ $record: true, $omit: ['total', '/income/base'] }, scope())).toEqual({ name: 'Acme' });
  });

  it('reads the record read, single form fields and the complete flag', () => {
    const body = buildBody([{ primary: { $read: '/primaryEmploymentInd' }, base: { $data: '/income/base' }, done: { $complete: true } }], scope());
    expect(body).toEqual([{ primary: true, base: 10, done: true }]);
    expect(buildBody({ done: { $complete: true } }, scope({ complete: false }))).toEqual({ done: false });
  });

  it('computes JSON Logic values over the form data and the scope', () => {
    const body = buildBody({ double: { $logic: { '*': [{ var: 'total' }, 2] } }, again: { $logic: { var: '$read.employmentId' } } }, scope());
    expect(body).toEqual({ double: 24, again: 31 });
  });

  it('a new record has no $read values', () => {
    expect(buildBody({ employmentId: { $read: '/employmentId' }, x: 1 }, scope({ read: null }))).toEqual({ x: 1 });
  });
});
