import type { LanguagePreferenceInfo } from '../../../shared/api/borrower-data';
import { now, queryBuilder } from '../../db/query-builder';
import type { Queryable } from '../../db/types';

const COLUMNS = ['languageCode', 'languageCodeOtherDescription', 'languageRefusalInd'] as const;
type Narrowed = { languageCode: LanguagePreferenceInfo['languageCode'] };

/** The borrower's language preference, or null when they never answered. */
export async function findLanguagePreference(db: Queryable, borrowerId: number): Promise<LanguagePreferenceInfo | null> {
  return (await queryBuilder(db).selectFrom('languagePreferences').select(COLUMNS).where('borrowerId', '=', borrowerId)
    .$narrowType<Narrowed>().executeTakeFirst()) ?? null;
}

/** Inserts or replaces the borrower's language preference; returns what is stored. */
export async function saveLanguagePreference(
  db: Queryable,
  borrowerId: number,
  p: LanguagePreferenceInfo,
): Promise<LanguagePreferenceInfo> {
  const { languageCode, languageCodeOtherDescription, languageRefusalInd } = p;
  return queryBuilder(db).insertInto('languagePreferences')
    .values({ borrowerId, languageCode, languageCodeOtherDescription, languageRefusalInd })
    .onConflict((oc) => oc.column('borrowerId').doUpdateSet((eb) => ({
      languageCode: eb.ref('excluded.languageCode'),
      languageCodeOtherDescription: eb.ref('excluded.languageCodeOtherDescription'),
      languageRefusalInd: eb.ref('excluded.languageRefusalInd'), updatedAt: now,
    })))
    .returning(COLUMNS).$narrowType<Narrowed>()
    .executeTakeFirstOrThrow(() => new Error(`language preference of borrower ${borrowerId} was not saved`));
}
