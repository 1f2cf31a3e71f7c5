import type { ScreenModule } from '../generated/screens';

/** What each generated `src/app/generated/screens/<step>/<screen>.ts` module exports. */
export type { ScreenModule };

export type ScreenLoaders = Record<string, () => Promise<ScreenModule>>;

export type FormData = Record<string, unknown>;
