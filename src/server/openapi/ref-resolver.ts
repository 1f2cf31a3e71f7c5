import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { absolutizeRefs } from './absolute-refs';
import { componentNameOf } from './component-names';

type RefResolver = NonNullable<FastifyDynamicSwaggerOptions['refResolver']>;

/**
 * Names each shared schema's component after its $id (see componentNameOf). json-schema-resolver, under
 * @fastify/swagger, resolves a relative `$ref` against the host's root instead of the schema's own $id
 * (`../defs/numbers.json` becomes `https://refi-portal.local/defs/numbers.json`) and then leaves it unresolved: so
 * the references are made absolute first. `json` is the resolver's own copy of the schema, handed here before its
 * references are followed; the schemas Fastify validates with are not touched.
 */
export const refResolver: RefResolver = {
  buildLocalReference(json, _baseUri, _fragment, i) {
    const name = typeof json.$id === 'string' ? componentNameOf(json.$id) : null;
    if (name === null || typeof json.$id !== 'string') return `def-${i}`;
    absolutizeRefs(json, json.$id);
    return name;
  },
};
