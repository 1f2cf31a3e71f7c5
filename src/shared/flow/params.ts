import type { RouteParams } from './types';

const trim = (path: string) => path.replace(/^\/+|\/+$/g, '');
const segments = (path: string) => (trim(path) === '' ? [] : trim(path).split('/'));

/** The `:name` parameters of a route pattern, in order: "manage-employment/:id/income" -> ["id"]. */
export function routeParamNames(pattern: string): string[] {
  return segments(pattern).filter((s) => s.startsWith(':')).map((s) => s.slice(1));
}

function safeDecode(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/** The parameters when `path` matches `pattern` segment by segment (static segments exactly), else undefined. */
export function matchRoute(pattern: string, path: string): RouteParams | undefined {
  const want = segments(pattern);
  const have = segments(path);
  if (want.length !== have.length) return undefined;
  const params: RouteParams = {};
  for (const [i, segment] of want.entries()) {
    const value = have[i] as string;
    if (segment.startsWith(':')) {
      const decoded = safeDecode(value);
      if (value === '' || decoded === undefined) return undefined;
      params[segment.slice(1)] = decoded;
    } else if (segment !== value) {
      return undefined;
    }
  }
  return params;
}

/** The pattern with every `:name` filled from `params`; a missing parameter throws (a flow or mapper bug). */
export function buildRoute(pattern: string, params: RouteParams = {}): string {
  return segments(pattern)
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const value = params[segment.slice(1)];
      if (value === undefined || value === '') throw new Error(`route "${pattern}" needs parameter "${segment.slice(1)}"`);
      return encodeURIComponent(value);
    })
    .join('/');
}

/** Whether `params` has a value for every parameter of `pattern`. */
export function hasParamsFor(pattern: string, params: RouteParams): boolean {
  return routeParamNames(pattern).every((name) => params[name] !== undefined && params[name] !== '');
}
