import type { TestProject } from 'vitest/node';
import { createDbTemplates, type DbTemplates } from './helpers/db-templates';

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplates: DbTemplates;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { templates, remove } = await createDbTemplates();
  project.provide('dbTemplates', templates);
  return remove;
}
