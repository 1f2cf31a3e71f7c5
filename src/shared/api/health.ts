export type { HealthResponse } from './generated/types';
