import { addressMappers } from './address';
import { personalMapper } from './personal-mapper';
import { propertyMappers } from './properties';
import type { ContextMapper } from './types';
import { verifyMapper } from './verify-mapper';

/** Every screen's mapper (one registry), keyed by screen id; each takes a ScreenContext (see ./types.ts). */
export const screenMappers: Record<string, ContextMapper> = {
  'info/personal': personalMapper as ContextMapper,
  'identity/verify': verifyMapper as ContextMapper,
  ...addressMappers,
  ...propertyMappers,
};

/** Same registry under the name the Step 1 wiring used. */
export const contextMappers = screenMappers;

/** Former name of ContextMapper. */
export type ScreenMapper = ContextMapper;

export function getScreenMapper(screenId: string): ContextMapper {
  const mapper = screenMappers[screenId];
  if (!mapper) {
    throw new Error(
      `No screen mapper for '${screenId}'. Mapped screens: ${Object.keys(screenMappers).sort().join(', ')}. ` +
        'Add one to src/app/runtime/mappers/screen-mappers.ts.',
    );
  }
  return mapper;
}
