import { propertyMappers } from './properties';
import type { ContextMapper } from './types';

/** The screens still wired by a TypeScript mapper (the others have bindings), keyed by screen id. */
export const screenMappers: Record<string, ContextMapper> = {
  ...propertyMappers,
};

export function getScreenMapper(screenId: string): ContextMapper {
  const mapper = screenMappers[screenId];
  if (!mapper) {
    throw new Error(
      `No screen mapper for '${screenId}'. Mapped screens: ${Object.keys(screenMappers).sort().join(', ')}. ` +
        'Add one to src/app/engine/mappers/screen-mappers.ts.',
    );
  }
  return mapper;
}
