import type { ScreenFunction } from './types';

export type { ScreenFunction } from './types';

/** Every screen function by the name bindings use (`"functions": ["name"]`); the linter lists the screens using one. */
export const screenFunctions: Record<string, ScreenFunction> = {};
