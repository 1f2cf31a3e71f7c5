import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repo root (scripts/lib/../..). */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const schemasDir = resolve(repoRoot, 'schemas');
export const flowsDir = resolve(repoRoot, 'flows');
export const generatedDir = resolve(repoRoot, 'src/app/generated');
/** The API's body and response types, generated from schemas/api/. */
export const apiTypesDir = resolve(repoRoot, 'src/shared/api/generated');
export const generatedStoriesDir = resolve(repoRoot, 'stories/generated');
/** The widgets' own English messages, for a widget outside a screen (widgets import nothing of the app). */
export const generatedWidgetsDir = resolve(repoRoot, 'src/widgets/generated');
