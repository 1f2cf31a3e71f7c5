export { default as FormScreen } from './FormScreen';
export { useScreen, loadScreen, screenIds } from './screen-loader';
export { useListDefinition, loadList, listIds, type ListModule } from './list-loader';
export {
  RecordNotFoundError,
  type FormData,
  type ListItem,
  type ListSource,
  type Lookups,
  type ScreenContext,
  type ScreenModule,
} from './types';
export { boundScreenOf, type BoundScreen } from './binding/bound-screen';
