import type { ContactInfo } from '../../shared/api/borrower-data';
import type { Queryable } from '../db/types';

const COLUMNS = `home_phone_number AS "homePhoneNumber", cell_phone_number AS "cellPhoneNumber",
  work_phone_number AS "workPhoneNumber", work_phone_extn AS "workPhoneExtn", email_address AS "emailAddress"`;

/** The borrower's contact row, or null when none is on file. */
export async function findContact(db: Queryable, borrowerId: number): Promise<ContactInfo | null> {
  const rows = await db.query<ContactInfo>(`SELECT ${COLUMNS} FROM contacts WHERE borrower_id = $1`, [borrowerId]);
  return rows[0] ?? null;
}

/** Inserts or replaces the borrower's contact row (a field not sent is stored as null); returns what is stored. */
export async function saveContact(db: Queryable, borrowerId: number, c: ContactInfo): Promise<ContactInfo> {
  const rows = await db.query<ContactInfo>(
    `INSERT INTO contacts (borrower_id, home_phone_number, cell_phone_number, work_phone_number, work_phone_extn,
       email_address)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (borrower_id) DO UPDATE SET home_phone_number = EXCLUDED.home_phone_number,
       cell_phone_number = EXCLUDED.cell_phone_number, work_phone_number = EXCLUDED.work_phone_number,
       work_phone_extn = EXCLUDED.work_phone_extn, email_address = EXCLUDED.email_address
     RETURNING ${COLUMNS}`,
    [borrowerId, c.homePhoneNumber, c.cellPhoneNumber, c.workPhoneNumber, c.workPhoneExtn, c.emailAddress],
  );
  const saved = rows[0];
  if (!saved) throw new Error(`contact of borrower ${borrowerId} was not saved`);
  return saved;
}
