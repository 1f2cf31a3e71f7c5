import { errorId, helpId } from '@rjsf/utils';

/** The ids that describe a field: its errors (when it has some) and its help (when there is help). */
export function describedBy(id: string, rawErrors?: string[], help?: unknown): string | undefined {
  const ids: string[] = [];
  if (rawErrors && rawErrors.length > 0) ids.push(errorId(id));
  if (help) ids.push(helpId(id));
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export function hasErrors(rawErrors?: string[]): boolean {
  return Boolean(rawErrors && rawErrors.length > 0);
}
