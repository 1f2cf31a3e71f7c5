export * from './types';
export { flowRoutes } from './routes';
export { nextRoute, targetRoute } from './next-route';
export { hiddenStepBack, isShownStep, stepEntryPath } from './steps';
export { readReturnTo } from './return-to';
export { backRoute, mainPath } from './back-route';
export { buildRoute, hasParamsFor, matchRoute, routeParamNames } from './params';
