const CALL_PREFIXES = ['/api/', '/oauth-agent/'];

const pascal = (segment: string): string => segment.charAt(0).toUpperCase() + segment.slice(1);

/**
 * A call's operationId, from its URL unless its route names one (`schema.operationId`): the call name for
 * `/api/<Call>`, the segments joined for deeper or OAuth agent paths (`/oauth-agent/login/start` -> `LoginStart`),
 * a path parameter as `By<Name>` (`/api/links/:linkId` -> `LinksByLinkId`). Methods other than GET and POST lead
 * (`DeleteLinksByLinkId`), so one path's calls stay apart.
 */
export function operationIdOf(method: string, url: string): string {
  const prefix = CALL_PREFIXES.find((p) => url.startsWith(p)) ?? '/';
  const segments = url.slice(prefix.length).split('/').filter((segment) => segment !== '');
  const name = segments
    .map((segment) => (segment.startsWith(':') || segment.startsWith('{') ? `By${pascal(segment.replace(/^[:{]|}$/g, ''))}` : pascal(segment)))
    .join('')
    .replace(/[^A-Za-z0-9_]/g, '');
  const verb = method.toUpperCase();
  return verb === 'GET' || verb === 'POST' ? name : `${pascal(verb.toLowerCase())}${name}`;
}
