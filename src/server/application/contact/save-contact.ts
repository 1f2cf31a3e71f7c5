import type { ContactInfo } from '../../../shared/api/borrower-data';
import type { UpdateBorrowerContactBody } from '../../../shared/api/generated/types';
import type { Queryable } from '../../db/types';
import { saveContact as storeContact } from './contacts';

/** Saves the contact screen of one borrower (call inside a transaction): fields not sent are cleared. */
export async function saveContact(tx: Queryable, body: UpdateBorrowerContactBody): Promise<ContactInfo> {
  return storeContact(tx, body.borrowerId, {
    homePhoneNumber: body.homePhoneNumber ?? null,
    cellPhoneNumber: body.cellPhoneNumber ?? null,
    workPhoneNumber: body.workPhoneNumber ?? null,
    workPhoneExtn: body.workPhoneExtn ?? null,
    emailAddress: body.emailAddress,
  });
}
