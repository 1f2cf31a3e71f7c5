import type { LanguagePreferenceInfo } from '../../shared/api/borrower-data';
import type { Queryable } from '../db/types';

const COLUMNS = `language_code AS "languageCode", language_code_other_description AS "languageCodeOtherDescription",
  language_refusal_ind AS "languageRefusalInd"`;

/** The borrower's language preference, or null when they never answered. */
export async function findLanguagePreference(db: Queryable, borrowerId: number): Promise<LanguagePreferenceInfo | null> {
  const rows = await db.query<LanguagePreferenceInfo>(
    `SELECT ${COLUMNS} FROM language_preferences WHERE borrower_id = $1`,
    [borrowerId],
  );
  return rows[0] ?? null;
}

/** Inserts or replaces the borrower's language preference; returns what is stored. */
export async function saveLanguagePreference(
  db: Queryable,
  borrowerId: number,
  p: LanguagePreferenceInfo,
): Promise<LanguagePreferenceInfo> {
  const rows = await db.query<LanguagePreferenceInfo>(
    `INSERT INTO language_preferences (borrower_id, language_code, language_code_other_description, language_refusal_ind)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (borrower_id) DO UPDATE SET language_code = EXCLUDED.language_code,
       language_code_other_description = EXCLUDED.language_code_other_description,
       language_refusal_ind = EXCLUDED.language_refusal_ind, updated_at = now()
     RETURNING ${COLUMNS}`,
    [borrowerId, p.languageCode, p.languageCodeOtherDescription, p.languageRefusalInd],
  );
  const saved = rows[0];
  if (!saved) throw new Error(`language preference of borrower ${borrowerId} was not saved`);
  return saved;
}
