import type { FinancesAnswers, PropertyAndMoneyAnswers } from '../../shared/api/declarations';
import type { Declarations } from '../../shared/api/generated/types';
import { money } from '../db/convert';
import type { Queryable, SqlParam } from '../db/types';

type Row = Omit<Declarations, 'borrowedFundAmount'> & { borrowedFundAmount: string | number | null };

/** API field -> column, per section (the API keeps the spec's spellings). */
const PROPERTY_AND_MONEY: Record<keyof PropertyAndMoneyAnswers, string> = {
  primaryResidenceInd: 'primary_residence_ind',
  ownershipIntNewPropertyIND: 'ownership_interest_ind',
  propertyTypeId: 'property_type_id',
  titleHeldTypeId: 'title_held_type_id',
  affliiationWithSellerInd: 'affiliation_with_seller_ind',
  undisclosedBorrowedFundsInd: 'undisclosed_borrowed_funds_ind',
  borrowedFundAmount: 'borrowed_fund_amount',
  undisclosedMortgageAppInd: 'undisclosed_mortgage_app_ind',
  undisclosedCreditAppInd: 'undisclosed_credit_app_ind',
  cleanEnergyLienPropertyInd: 'clean_energy_lien_property_ind',
};

const FINANCES: Record<keyof FinancesAnswers, string> = {
  undisclosedComakerOfNoteInd: 'undisclosed_comaker_of_note_ind',
  outstandingJudgementsInd: 'outstanding_judgements_ind',
  delinquentInd: 'delinquent_ind',
  partyToLawsuitInd: 'party_to_lawsuit_ind',
  priorPropertyDeedInLieuInd: 'prior_property_deed_in_lieu_ind',
  priorPropertyShortsaleInd: 'prior_property_shortsale_ind',
  priorPropertyForeclosedInd: 'prior_property_foreclosed_ind',
  bankruptcyInd: 'bankruptcy_ind',
  chapter7Ind: 'chapter7_ind',
  chapter11Ind: 'chapter11_ind',
  chapter12Ind: 'chapter12_ind',
  chapter13Ind: 'chapter13_ind',
};

/** The answers of each section, for writers that fill what a body leaves out. */
export const PROPERTY_AND_MONEY_FIELDS = Object.keys(PROPERTY_AND_MONEY) as (keyof PropertyAndMoneyAnswers)[];
export const FINANCES_FIELDS = Object.keys(FINANCES) as (keyof FinancesAnswers)[];

const COLUMNS: Record<keyof Declarations, string> = {
  declarationId: 'declaration_id',
  applicationId: 'application_id',
  ...PROPERTY_AND_MONEY,
  propertyMoneyCompletedInd: 'property_money_completed_ind',
  ...FINANCES,
  financesCompletedInd: 'finances_completed_ind',
};

const SELECT = `SELECT ${Object.entries(COLUMNS).map(([field, column]) => `${column} AS "${field}"`).join(', ')}
  FROM declarations`;

const toInfo = (r: Row): Declarations => ({ ...r, borrowedFundAmount: money(r.borrowedFundAmount) });

/** The application's declarations (GetBorrowerData `declarationsInfo`); null before the first save. */
export async function findDeclarations(db: Queryable, applicationId: number): Promise<Declarations | null> {
  const rows = await db.query<Row>(`${SELECT} WHERE application_id = $1`, [applicationId]);
  return rows[0] ? toInfo(rows[0]) : null;
}

/** The application a declarations row belongs to (null when no such id). */
export async function findDeclarationApplication(db: Queryable, declarationId: number): Promise<number | null> {
  const rows = await db.query<{ applicationId: number }>(
    'SELECT application_id AS "applicationId" FROM declarations WHERE declaration_id = $1',
    [declarationId],
  );
  return rows[0]?.applicationId ?? null;
}

/**
 * Writes one section's columns (and its completed flag) of the application's row, creating the row on the first
 * save; the other section's columns keep their values. One statement, so two first saves cannot make two rows.
 */
async function upsertSection(
  db: Queryable,
  applicationId: number,
  columns: Record<string, SqlParam>,
  declarationId?: number,
): Promise<void> {
  const names = Object.keys(columns);
  const params: SqlParam[] = [applicationId, ...Object.values(columns)];
  const idColumn = declarationId === undefined ? [] : ['declaration_id'];
  if (declarationId !== undefined) params.push(declarationId);
  const insertColumns = ['application_id', ...names, ...idColumn];
  const placeholders = insertColumns.map((_c, i) => `$${i + 1}`);
  await db.query(
    `INSERT INTO declarations (${insertColumns.join(', ')}) VALUES (${placeholders.join(', ')})
     ON CONFLICT (application_id) DO UPDATE SET ${names.map((n) => `${n} = EXCLUDED.${n}`).join(', ')}, updated_at = now()`,
    params,
  );
}

/**
 * The writer of one section: its answers and completed flag. `declarationId` only for rows with fixed ids (the demo
 * seed).
 */
function sectionWriter<T extends object>(map: Record<keyof T, string>, completedColumn: string) {
  return async (db: Queryable, applicationId: number, answers: T, completed: boolean, declarationId?: number): Promise<void> => {
    const columns: Record<string, SqlParam> = {};
    for (const [field, column] of Object.entries(map) as [keyof T, string][]) {
      columns[column] = (answers[field] ?? null) as SqlParam;
    }
    await upsertSection(db, applicationId, { ...columns, [completedColumn]: completed }, declarationId);
  };
}

/** Section 5a: property and money. */
export const savePropertyAndMoney = sectionWriter<PropertyAndMoneyAnswers>(PROPERTY_AND_MONEY, COLUMNS.propertyMoneyCompletedInd);

/** Section 5b: finances. */
export const saveFinances = sectionWriter<FinancesAnswers>(FINANCES, COLUMNS.financesCompletedInd);
