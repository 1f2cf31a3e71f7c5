export * from './types';
export { flowRoutes, nodePath, stepIntroPath, stepPath } from './routes';
export { nextRoute } from './next-route';
