export { default as FormScreen, type FormScreenProps } from './FormScreen';
export { useScreen, loadScreen, createScreenLoader, screenIds } from './screen-loader';
export { useListDefinition, loadList, createListLoader, listIds, type ListModule } from './list-loader';
export { validatorFor } from './validator';
export { orderErrors } from './order-errors';
export type { ScreenModule, ScreenLoaders, FormData } from './types';
export { verifyFormToPayload, type OfferLink, type VerifyFormData } from './mappers/verify-form-to-payload';
export { screenMappers, getScreenMapper } from './mappers/screen-mappers';
export {
  RecordNotFoundError,
  type ContextMapper,
  type ListItem,
  type ListSource,
  type Lookups,
  type ScreenContext,
} from './mappers/types';
export { listSources } from './list-sources';
export { bindingMapper, type BoundScreen } from './binding/binding-mapper';
export { screenFunctions, type ScreenFunction } from './screen-functions';
export { widgets, fields, templates, theme } from '../../../widgets';
