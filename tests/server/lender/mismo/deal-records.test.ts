import { describe, expect, it } from 'vitest';
import { distinctBy } from '../../../../src/server/lender/mismo/deal-records';

describe('distinctBy', () => {
  it('keeps each shared record once, in first-seen order', () => {
    const items = [{ id: 2, by: 'a' }, { id: 1, by: 'a' }, { id: 2, by: 'b' }];
    expect(distinctBy(items, (i) => i.id)).toEqual([{ id: 2, by: 'a' }, { id: 1, by: 'a' }]);
  });
});
