import { screenMappers, type ContextMapper } from '../../../runtime';

/** A display-only screen (a flow node without `save`) needs no mapper: no fields to fill, nothing to send. */
const displayOnly: ContextMapper = {
  toFormData: () => ({}),
  toPayload: () => ({}),
};

/**
 * The screen's mapper; a display-only node without one gets an empty mapper. A saving node without one is a wiring
 * bug and throws, naming the screen.
 */
export function mapperForNode(screenId: string, node: { save?: string }, mappers: Record<string, ContextMapper> = screenMappers): ContextMapper {
  const mapper = mappers[screenId];
  if (mapper) return mapper;
  if (!node.save) return displayOnly;
  throw new Error(
    `No screen mapper for '${screenId}' (its flow node saves ${node.save}). Add one to src/app/runtime/mappers/screen-mappers.ts.`,
  );
}
