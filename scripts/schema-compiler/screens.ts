import type { SchemaDocument } from '../../src/shared/validation/schema-documents';

export interface ScreenDocument extends SchemaDocument {
  /** e.g. "info/personal" */
  screenId: string;
}

const SCREEN_PATH = /^([a-z0-9-]+)\/([a-z0-9-]+)\.schema\.json$/;
const NOT_SCREEN_FOLDERS = new Set(['defs', 'api']);

export function screenIdOf(path: string): string | undefined {
  const match = SCREEN_PATH.exec(path);
  if (!match || NOT_SCREEN_FOLDERS.has(match[1] ?? '')) return undefined;
  return `${match[1]}/${match[2]}`;
}

/** Screen schemas: `schemas/<step>/<screen>.schema.json` outside defs/ and api/, sorted by id. */
export function findScreens(documents: SchemaDocument[]): ScreenDocument[] {
  return documents
    .flatMap((doc) => {
      const screenId = screenIdOf(doc.path);
      return screenId ? [{ ...doc, screenId }] : [];
    })
    .sort((a, b) => a.screenId.localeCompare(b.screenId));
}
