import { trimText } from '../../../../shared/binding/answers';
import { bindingMapper, type ContextMapper, screenFunctions, screenMappers, type ScreenModule } from '../..';

const bound = new WeakMap<ScreenModule, ContextMapper>();
const trimmed = new WeakMap<ContextMapper, ContextMapper>();

/** A TypeScript mapper under the bindings' empty-value policy: saved text is trimmed and blank text not sent. */
function withTrimmedText(mapper: ContextMapper): ContextMapper {
  const known = trimmed.get(mapper) ?? { ...mapper, toPayload: (data, ctx, options) => trimText(mapper.toPayload(data, ctx, options)) };
  trimmed.set(mapper, known);
  return known;
}

/**
 * The screen's mapper: the one its binding (`<screen>.binding.json`, `"display": true` for a screen that saves
 * nothing) describes, else a TypeScript mapper registered for it. A screen with neither is a wiring bug and throws,
 * naming the screen.
 */
export function mapperForScreen(
  screen: ScreenModule,
  node: { save?: string },
  mappers: Record<string, ContextMapper> = screenMappers,
): ContextMapper {
  const { binding } = screen;
  if (binding) {
    const known = bound.get(screen) ?? bindingMapper({ ...screen, binding }, screenFunctions);
    bound.set(screen, known);
    return known;
  }
  const mapper = mappers[screen.screenId];
  if (mapper) return withTrimmedText(mapper);
  const saves = node.save ? ` (its flow node saves ${node.save})` : '';
  throw new Error(`No binding for '${screen.screenId}'${saves}. Add schemas/${screen.screenId}.binding.json.`);
}
