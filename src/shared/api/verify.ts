// Route files import these names from here; the types are generated from schemas/api.
export type { VerifyContactBody, VerifyContactResponse } from './generated/types';
