// Route files import these names from here; the types are generated from schemas/api.
export type { VerifyPIIAndCreateCurityAccountBody } from './generated/types';
