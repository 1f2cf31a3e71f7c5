export interface HealthResponse {
  status: 'ok';
}
