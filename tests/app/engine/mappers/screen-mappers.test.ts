import { describe, expect, it } from 'vitest';
import { getScreenMapper, screenMappers } from '../../../../src/app/engine/mappers/screen-mappers';
import { screenIds } from '../../../../src/app/generated/screens';
import { loadScreen } from '../../../../src/app/engine/screen-loader';

describe('screen mappers', () => {
  it('covers every generated screen without a binding, and none with one', async () => {
    for (const id of screenIds) {
      const screen = await loadScreen(id);
      if (screen.binding) expect(screenMappers[id], `${id} has a binding and a mapper`).toBeUndefined();
      else expect(screenMappers[id], id).toBeDefined();
    }
  });
  it('throws a helpful error for an unknown screen', () => {
    expect(() => getScreenMapper('info/nope')).toThrow(/No screen mapper for 'info\/nope'\. Mapped screens: .*loan-and-property\/property/);
  });
});
