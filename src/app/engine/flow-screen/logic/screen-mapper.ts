import { bindingMapper, type ContextMapper, type ScreenModule } from '../..';
import { revealedFormData } from '../../revealed-form-data';

const bound = new WeakMap<ScreenModule, ContextMapper>();

/** A mapper that sends only what the screen's schema reveals for the data (an answer whose question is gone is not saved). */
function sendingRevealed(screen: ScreenModule, mapper: ContextMapper): ContextMapper {
  return { ...mapper, toPayload: (data, ctx, options) => mapper.toPayload(revealedFormData(screen, data), ctx, options) };
}

/**
 * The screen's mapper: the one its binding (`<screen>.binding.json`, `"display": true` for a screen that saves
 * nothing) describes. A screen without one is a wiring bug (npm run lint:schemas reports it) and throws, naming the
 * screen. The same screen gets the same mapper object on every render.
 */
export function mapperForScreen(screen: ScreenModule, node: { save?: string }): ContextMapper {
  const { binding } = screen;
  if (binding) {
    const known = bound.get(screen) ?? sendingRevealed(screen, bindingMapper({ ...screen, binding }));
    bound.set(screen, known);
    return known;
  }
  const saves = node.save ? ` (its flow node saves ${node.save})` : '';
  throw new Error(`No binding for '${screen.screenId}'${saves}. Add schemas/${screen.screenId}.binding.json.`);
}
