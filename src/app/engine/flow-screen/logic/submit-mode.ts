import { canonicalJson } from '../../../../shared/canonical-json';

/** What the primary button of a screen does: save and go on (Next), save (Update), or go on without saving (Cancel). */
export type SubmitMode = 'next' | 'update' | 'cancel';

/** Drops what rjsf and the bindings use for "no answer" (undefined, null, '', empty objects and arrays). */
export function normalizeFormData(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalizeFormData);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) {
    const normal = normalizeFormData(entry);
    if (normal === undefined || normal === null || normal === '') continue;
    if (typeof normal === 'object' && Object.keys(normal).length === 0 && !Array.isArray(normal)) continue;
    if (Array.isArray(normal) && normal.length === 0) continue;
    out[key] = normal;
  }
  return out;
}

/** Whether the user changed the form: the data differs from the initial data (ignoring empty answers). */
export function formChanged(initial: unknown, current: unknown): boolean {
  return canonicalJson(normalizeFormData(initial)) !== canonicalJson(normalizeFormData(current));
}

/**
 * application-forms section 4 "Update / Cancel": on edit screens the button reads Update when the form changed and
 * Cancel when nothing changed (nothing is sent); other screens save with Next.
 */
export function submitMode(isEdit: boolean, initial: unknown, current: unknown): SubmitMode {
  if (!isEdit) return 'next';
  return formChanged(initial, current) ? 'update' : 'cancel';
}
