import type { ReactNode } from 'react';

/**
 * Stands in for markdown-to-jsx's `Markdown` in the form engine's bundle (vite.config.ts aliases
 * `markdown-to-jsx/react` here). rjsf renders Markdown only when a UI schema asks for it
 * (`enableMarkdownInDescription`, `enableMarkdownInHelp`), which the screen linter refuses; its own
 * messages are plain sentences. Leaving the parser out saves about 30 KB gzip on every form screen.
 */
export function Markdown({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
