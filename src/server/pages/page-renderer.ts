import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderPage } from '../../shared/page-render/contract';

/** The app's page renderer, loaded at the first page that needs it; null when the build has none. */
export type LoadPageRenderer = () => Promise<RenderPage | null>;

export function builtPageRenderer(renderDir: string): LoadPageRenderer {
  const entry = join(renderDir, 'render-page.js');
  let loaded: Promise<RenderPage | null> | undefined;
  return () => {
    loaded ??= existsSync(entry)
      ? import(pathToFileURL(entry).href).then((module: { renderPage: RenderPage }) => module.renderPage)
      : Promise.resolve(null);
    return loaded;
  };
}
