import { bindingMapper, type ContextMapper, screenFunctions, screenMappers, type ScreenModule } from '../../../runtime';

/** A display-only screen (a flow node without `save`) needs no mapper: no fields to fill, nothing to send. */
const displayOnly: ContextMapper = {
  toFormData: () => ({}),
  toPayload: () => ({}),
};

const bound = new WeakMap<ScreenModule, ContextMapper>();

/**
 * The screen's mapper: the one its binding (`<screen>.binding.json`) describes, else a TypeScript mapper registered
 * for it; a display-only node without either gets an empty mapper. A saving node without one is a wiring bug and
 * throws, naming the screen.
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
  if (mapper) return mapper;
  if (!node.save) return displayOnly;
  throw new Error(
    `No binding or screen mapper for '${screen.screenId}' (its flow node saves ${node.save}). ` +
      `Add schemas/${screen.screenId}.binding.json.`,
  );
}
