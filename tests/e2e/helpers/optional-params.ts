// A route with optional parameters (`:id?`) answers with and without each: one pattern per combination.

export interface RouteVariant {
  /** The pattern with each optional parameter either required or left out, e.g. "/fast-path/add-lender". */
  pattern: string;
  /** Which optional parameters it has and lacks, e.g. "without :realEstateOwnedId"; absent for a route with none. */
  optional?: string;
}

const optionalName = (segment: string) => (segment.startsWith(':') && segment.endsWith('?') ? segment.slice(1, -1) : undefined);

/** "/a/:id?/b" -> "/a/:id/b" (with :id) and "/a/b" (without :id); a route without optional parameters as it is. */
export function withAndWithoutOptional(pattern: string): RouteVariant[] {
  const segments = pattern.split('/');
  const optional = segments.map(optionalName).filter((name): name is string => name !== undefined);
  if (optional.length === 0) return [{ pattern }];
  const combinations = Array.from({ length: 2 ** optional.length }, (_, n) => optional.map((_, i) => (n & (1 << i)) === 0));
  return combinations.map((present) => {
    const has = (name: string) => present[optional.indexOf(name)] === true;
    const kept = segments.flatMap((segment) => {
      const name = optionalName(segment);
      if (name === undefined) return [segment];
      return has(name) ? [`:${name}`] : [];
    });
    return {
      pattern: kept.join('/'),
      optional: optional.map((name) => `${has(name) ? 'with' : 'without'} :${name}`).join(', '),
    };
  });
}
