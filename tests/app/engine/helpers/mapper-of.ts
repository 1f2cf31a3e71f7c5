import type { ScreenModule } from '../../../../src/app/generated/screens';
import { mapperForScreen } from '../../../../src/app/engine/flow-screen/logic/screen-mapper';
import type { ContextMapper } from '../../../../src/app/engine';

const PREFIX = '../../../../src/app/generated/screens/';
const modules = import.meta.glob<ScreenModule>(
  ['../../../../src/app/generated/screens/**/*.ts', '!**/index.ts', '!**/texts.ts', '!**/*.validators.ts', '!**/*.conditions.ts', '!**/*.texts.ts'],
  { eager: true },
);

/** The generated module of a screen (its schema, uiSchema, binding and rule conditions). */
export function screenModuleOf(screenId: string): ScreenModule {
  const screen = modules[`${PREFIX}${screenId}.ts`];
  if (!screen) throw new Error(`no generated module for ${screenId} (npm run build:schemas)`);
  return screen;
}

/** The mapper the flow screen uses for a screen: its binding's, else its registered TypeScript mapper. */
export function mapperOf(screenId: string): ContextMapper {
  return mapperForScreen(screenModuleOf(screenId), { save: 'the node save' });
}
