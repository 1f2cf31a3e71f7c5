export { default as FormScreen } from './FormScreen';
export { useScreen, loadScreen, screenIds } from './screen-loader';
export { useListDefinition, loadList, listIds, type ListModule } from './list-loader';
export type { ScreenModule, FormData } from './types';
export { screenMappers } from './mappers/screen-mappers';
export {
  RecordNotFoundError,
  type ContextMapper,
  type ListItem,
  type ListSource,
  type Lookups,
  type ScreenContext,
} from './mappers/types';
export { listSources } from './list-sources';
export { bindingMapper } from './binding/binding-mapper';
