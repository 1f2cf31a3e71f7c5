export { ApiError, isApiError, isUnauthorized, type ApiErrorKind } from './api-error';
export { callApi, apiBase, setUnauthorizedHandler, type CallOptions } from './client';
export { queryKeys, tags } from './query-keys';
export { useOffer } from './hooks/useOffer';
export { useConsent } from './hooks/useConsent';
export { useVerifyContact } from './hooks/useVerifyContact';
export { useBorrowerData } from './hooks/useBorrowerData';
export { useUpdateBorrowerData } from './hooks/useUpdateBorrowerData';
export { useSave, type SaveRequest } from './hooks/useSave';
