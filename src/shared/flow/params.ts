import type { RouteParams } from './types';

const trim = (path: string) => path.replace(/^\/+|\/+$/g, '');
const segments = (path: string) => (trim(path) === '' ? [] : trim(path).split('/'));

interface ParamSegment {
  name: string;
  /** `:name?`: the route also answers without this segment. */
  optional: boolean;
}

function paramOf(segment: string): ParamSegment | undefined {
  if (!segment.startsWith(':')) return undefined;
  const optional = segment.endsWith('?');
  return { name: segment.slice(1, optional ? -1 : undefined), optional };
}

/** The `:name` and `:name?` parameters of a route pattern, in order: "manage-employment/:id?/income" -> ["id"]. */
export function routeParamNames(pattern: string): string[] {
  return segments(pattern).flatMap((s) => paramOf(s)?.name ?? []);
}

function safeDecode(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/** The pattern's segments once with each optional parameter and once without it (each combination). */
function variants(pattern: string[]): string[][] {
  const [first, ...rest] = pattern;
  if (first === undefined) return [[]];
  const tails = variants(rest);
  const withFirst = tails.map((tail) => [first, ...tail]);
  return paramOf(first)?.optional ? [...withFirst, ...tails] : withFirst;
}

function matchSegments(want: string[], have: string[]): RouteParams | undefined {
  if (want.length !== have.length) return undefined;
  const params: RouteParams = {};
  for (const [i, segment] of want.entries()) {
    const value = have[i] as string;
    const param = paramOf(segment);
    if (param) {
      const decoded = safeDecode(value);
      if (value === '' || decoded === undefined) return undefined;
      params[param.name] = decoded;
    } else if (segment !== value) {
      return undefined;
    }
  }
  return params;
}

/**
 * The parameters when `path` matches `pattern` segment by segment (static segments exactly; an optional parameter
 * present or left out), else undefined.
 */
export function matchRoute(pattern: string, path: string): RouteParams | undefined {
  const have = segments(path);
  for (const want of variants(segments(pattern))) {
    const params = matchSegments(want, have);
    if (params) return params;
  }
  return undefined;
}

/** How many of the pattern's segments are static: a path several patterns match belongs to the most specific. */
export function staticSegmentCount(pattern: string): number {
  return segments(pattern).filter((s) => !paramOf(s)).length;
}

/**
 * The pattern with every `:name` filled from `params` (an optional one left out when it has no value); a missing
 * required parameter throws (a flow or binding bug).
 */
export function buildRoute(pattern: string, params: RouteParams = {}): string {
  return segments(pattern)
    .flatMap((segment) => {
      const param = paramOf(segment);
      if (!param) return [segment];
      const value = params[param.name];
      if (value !== undefined && value !== '') return [encodeURIComponent(value)];
      if (param.optional) return [];
      throw new Error(`route "${pattern}" needs parameter "${param.name}"`);
    })
    .join('/');
}

/** Whether `params` has a value for every required parameter of `pattern`. */
export function hasParamsFor(pattern: string, params: RouteParams): boolean {
  return segments(pattern).every((segment) => {
    const param = paramOf(segment);
    return !param || param.optional || (params[param.name] !== undefined && params[param.name] !== '');
  });
}
