export * from './types';
export type { ListDefinition, ListSection, ItemTemplate } from './list-types';
export { flowRoutes, nodePath, stepIntroPath, stepPath } from './routes';
export { nextRoute } from './next-route';
export { backRoute, mainPath } from './back-route';
export { buildRoute, hasParamsFor, matchRoute, routeParamNames } from './params';
