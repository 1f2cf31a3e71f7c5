/**
 * Whether an error's rule comes from a shared definition (`schemas/defs/`, or a `$defs` entry a field `$ref`s) rather
 * than from the field as the screen declares it. On the server a path that crosses documents starts with the
 * document's reference (`../defs/email.json#/$defs/emailAddress/...`); in the browser's bundled schema every shared
 * definition sits under `#/$defs/`.
 */
function fromSharedDefinition(schemaPath: string): boolean {
  const hash = schemaPath.indexOf('#');
  const document = hash < 0 ? '' : schemaPath.slice(0, hash);
  const fragment = hash < 0 ? schemaPath : schemaPath.slice(hash);
  return /(^|\/)defs\//.test(document) || /\/(\$defs|definitions)\//.test(fragment);
}

/**
 * One message per field, in the manner of GOV.UK's error messages: of a field's errors the screen's own rule wins
 * over a shared definition it narrows (a screen's `"maxLength": 60` over the definition's 80), and otherwise the
 * first reported. Fields keep the order of their first error.
 */
export function oneMessagePerField<E>(errors: readonly E[], fieldOf: (error: E) => string, schemaPathOf: (error: E) => string | undefined): E[] {
  const chosen = new Map<string, E>();
  for (const error of errors) {
    const field = fieldOf(error);
    const kept = chosen.get(field);
    if (kept === undefined) {
      chosen.set(field, error);
      continue;
    }
    const keptShared = fromSharedDefinition(schemaPathOf(kept) ?? '');
    if (keptShared && !fromSharedDefinition(schemaPathOf(error) ?? '')) chosen.set(field, error);
  }
  const kept = new Set(chosen.values());
  return errors.filter((error) => kept.has(error));
}
