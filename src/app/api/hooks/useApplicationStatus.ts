import { useUpdateCall } from './useUpdateCall';

/** UpdateApplicationStatus: an application's status, or one review section's. */
export const useApplicationStatus = () => useUpdateCall('UpdateApplicationStatus');
