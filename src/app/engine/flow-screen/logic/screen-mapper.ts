import { trimText } from '../../../../shared/binding/answers';
import { bindingMapper, type ContextMapper, screenMappers, type ScreenModule } from '../..';
import { revealedFormData } from '../../revealed-form-data';

const bound = new WeakMap<ScreenModule, ContextMapper>();
const registered = new WeakMap<ContextMapper, Map<string, ContextMapper>>();

/** A mapper that sends only what the screen's schema reveals for the data (an answer whose question is gone is not saved). */
function sendingRevealed(screen: ScreenModule, mapper: ContextMapper): ContextMapper {
  return { ...mapper, toPayload: (data, ctx, options) => mapper.toPayload(revealedFormData(screen, data), ctx, options) };
}

/** A TypeScript mapper under the bindings' empty-value policy too: saved text is trimmed and blank text not sent. */
function withTrimmedText(mapper: ContextMapper): ContextMapper {
  return { ...mapper, toPayload: (data, ctx, options) => trimText(mapper.toPayload(data, ctx, options)) };
}

/**
 * The screen's mapper: the one its binding (`<screen>.binding.json`, `"display": true` for a screen that saves
 * nothing) describes, else a TypeScript mapper registered for it. A screen with neither is a wiring bug and throws,
 * naming the screen. The same screen gets the same mapper object on every render.
 */
export function mapperForScreen(
  screen: ScreenModule,
  node: { save?: string },
  mappers: Record<string, ContextMapper> = screenMappers,
): ContextMapper {
  const { binding } = screen;
  if (binding) {
    const known = bound.get(screen) ?? sendingRevealed(screen, bindingMapper({ ...screen, binding }));
    bound.set(screen, known);
    return known;
  }
  const mapper = mappers[screen.screenId];
  if (mapper) {
    const byScreen = registered.get(mapper) ?? new Map<string, ContextMapper>();
    registered.set(mapper, byScreen);
    const known = byScreen.get(screen.screenId) ?? withTrimmedText(sendingRevealed(screen, mapper));
    byScreen.set(screen.screenId, known);
    return known;
  }
  const saves = node.save ? ` (its flow node saves ${node.save})` : '';
  throw new Error(`No binding for '${screen.screenId}'${saves}. Add schemas/${screen.screenId}.binding.json.`);
}
