import { describe, expect, it } from 'vitest';
import { otherExtension } from '../../../../src/server/lender/mismo/extension';
import { leaf } from '../../../../src/server/lender/mismo/mismo-node';
import { text } from './mismo-tree';

describe('otherExtension', () => {
  it('puts the container under EXTENSION/OTHER, and nothing when it is empty', () => {
    const node = otherExtension('PORTAL:X_EXTENSION', [leaf('PORTAL:Value', '1')]);
    expect(node?.name).toBe('EXTENSION');
    expect(text(node, 'OTHER/PORTAL:X_EXTENSION/PORTAL:Value')).toBe('1');
    expect(otherExtension('ULAD:X_EXTENSION', [leaf('ULAD:Value', null)])).toBeNull();
  });
});
