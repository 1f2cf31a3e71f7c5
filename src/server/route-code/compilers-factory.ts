import { createRequire } from 'node:module';
import { StandaloneValidator, type ValidatorFactory } from '@fastify/ajv-compiler';
import {
  type Serializer,
  type SerializerCompiler,
  type SerializerFactory,
  StandaloneSerializer,
} from '@fastify/fast-json-stringify-compiler';
import { type CodeStore, codeKey } from './code-store';
import { validationSourcesHash } from './validation-sources';

/** The shape fastify calls; the ajv-compiler types' union of ajv and JTD compilers is wider than what we build. */
type ValidatorCompiler = (opts: { schema?: unknown }) => unknown;

const requireHere = createRequire(import.meta.url);
const versionOf = (pkg: string): string => (requireHere(`${pkg}/package.json`) as { version: string }).version;

/** What generated code depends on besides the schemas: the compilers' versions and our validation vocabulary. */
const compilerFingerprint = (): unknown[] => [
  ['ajv', 'ajv-errors', 'ajv-formats', 'fast-json-stringify', '@fastify/ajv-compiler'].map(versionOf),
  validationSourcesHash(),
];

/**
 * Route validators and serializers read from generated code (ajv and fast-json-stringify standalone), compiled only
 * when a schema has no code yet: `npm run build` writes it all, so a start compiles nothing.
 */
export function storedCompilersFactory(store: CodeStore): { buildValidator: ValidatorFactory; buildSerializer: SerializerFactory } {
  const fingerprint = compilerFingerprint();
  const buildValidator = ((externalSchemas: unknown, ajvServerOptions: unknown) => {
    let base: string | undefined;
    const keyOf = (opts: { schema?: unknown }): string => {
      base ??= codeKey('validator', fingerprint, schemasKey(externalSchemas), optionsKey(ajvServerOptions));
      return codeKey(base, opts.schema);
    };
    let compile: ValidatorCompiler | undefined;
    const compiler: ValidatorCompiler = (opts) => {
      const stored = store.load(keyOf(opts));
      if (stored) return stored;
      // Copies: the standalone compilers write their own settings into the options they are given.
      compile ??= (StandaloneValidator({ readMode: false, storeFunction: (routeOpts, code) => store.save(keyOf(routeOpts), code) }) as (
        ...args: unknown[]
      ) => ValidatorCompiler)(externalSchemas, { ...(ajvServerOptions as object) });
      return compile(opts);
    };
    return compiler;
  }) as unknown as ValidatorFactory;

  const buildSerializer: SerializerFactory = (externalSchemas, serializerOptions) => {
    let base: string | undefined;
    const keyOf = (opts: { schema?: unknown }): string => {
      base ??= codeKey('serializer', fingerprint, schemasKey(externalSchemas), serializerOptions ?? null);
      return codeKey(base, opts.schema);
    };
    let compile: SerializerCompiler | undefined;
    return (opts) => {
      const key = keyOf(opts);
      const stored = store.load(key) as Serializer | undefined;
      if (stored) return stored;
      compile ??= StandaloneSerializer({ readMode: false, storeFunction: (routeOpts, code) => store.save(keyOf(routeOpts), code) })(
        externalSchemas,
        { ...serializerOptions },
      );
      compile(opts);
      // The write-mode compiler answers `new Function(code)`; the saved module is the serializer itself.
      const saved = store.load(key) as Serializer | undefined;
      if (!saved) throw new Error('route serializer code was not saved');
      return saved;
    };
  };
  return { buildValidator, buildSerializer };
}

const schemaKeys = new WeakMap<object, string>();

/** Every encapsulated context hands over the same shared schema objects: each is hashed once. */
function schemasKey(externalSchemas: unknown): string[] {
  return Object.values(externalSchemas as Record<string, object>).map((schema) => {
    let key = schemaKeys.get(schema);
    if (key === undefined) schemaKeys.set(schema, (key = codeKey(schema)));
    return key;
  });
}

/** Ajv server options as data: plugins are functions, known by name. */
function optionsKey(options: unknown): unknown {
  const { customOptions, plugins } = (options ?? {}) as { customOptions?: unknown; plugins?: unknown[] };
  const pluginName = (plugin: unknown): string | undefined =>
    ((Array.isArray(plugin) ? plugin[0] : plugin) as { name?: string } | undefined)?.name;
  return { customOptions, plugins: (plugins ?? []).map(pluginName) };
}
