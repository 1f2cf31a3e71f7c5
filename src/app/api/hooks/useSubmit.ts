import { useUpdateCall } from './useUpdateCall';

/** SubmitApplication: submits the loan application once every borrower's is Completed. */
export const useSubmit = () => useUpdateCall('SubmitApplication');
