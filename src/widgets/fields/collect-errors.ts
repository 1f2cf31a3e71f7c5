import type { ErrorSchema } from '@rjsf/utils';

/** Every message in an error schema subtree, depth first, without duplicates. */
export function collectErrors(errorSchema: ErrorSchema<unknown> | undefined): string[] {
  const out: string[] = [];
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
      if (key === '__errors' && Array.isArray(value)) {
        for (const message of value) if (typeof message === 'string' && !out.includes(message)) out.push(message);
      } else walk(value);
    }
  };
  walk(errorSchema);
  return out;
}
