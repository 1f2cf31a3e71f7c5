export * from './types';
export type { ListDefinition, ListSection, ItemTemplate } from './list-types';
export { flowRoutes, nodePath, stepIntroPath, stepPath } from './routes';
export { continueTarget, nextRoute, targetRoute } from './next-route';
export { hiddenStepAt, hiddenStepBack, isShownStep, stepEntryPath } from './steps';
export { readReturnTo, type ReturnToState } from './return-to';
export { backRoute, mainPath } from './back-route';
export { buildRoute, hasParamsFor, matchRoute, routeParamNames } from './params';
