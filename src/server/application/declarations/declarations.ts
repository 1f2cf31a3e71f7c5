import type { FinancesAnswers, PropertyAndMoneyAnswers } from '../../../shared/api/declarations';
import type { Declarations } from '../../../shared/api/generated/types';
import { money } from '../../db/convert';
import { excluded, now, queryBuilder, type RowOf } from '../../db/query-builder';
import type { DeclarationsTable } from '../../db/tables';
import type { Queryable } from '../../db/types';

type Column = keyof DeclarationsTable;

/** API field -> column, per section (the API keeps the spec's spellings). */
const PROPERTY_AND_MONEY = {
  primaryResidenceInd: 'primaryResidenceInd',
  ownershipIntNewPropertyIND: 'ownershipInterestInd',
  propertyTypeId: 'propertyTypeId',
  titleHeldTypeId: 'titleHeldTypeId',
  affliiationWithSellerInd: 'affiliationWithSellerInd',
  undisclosedBorrowedFundsInd: 'undisclosedBorrowedFundsInd',
  borrowedFundAmount: 'borrowedFundAmount',
  undisclosedMortgageAppInd: 'undisclosedMortgageAppInd',
  undisclosedCreditAppInd: 'undisclosedCreditAppInd',
  cleanEnergyLienPropertyInd: 'cleanEnergyLienPropertyInd',
} as const satisfies Record<keyof PropertyAndMoneyAnswers, Column>;

const FINANCES = {
  undisclosedComakerOfNoteInd: 'undisclosedComakerOfNoteInd',
  outstandingJudgementsInd: 'outstandingJudgementsInd',
  delinquentInd: 'delinquentInd',
  partyToLawsuitInd: 'partyToLawsuitInd',
  priorPropertyDeedInLieuInd: 'priorPropertyDeedInLieuInd',
  priorPropertyShortsaleInd: 'priorPropertyShortsaleInd',
  priorPropertyForeclosedInd: 'priorPropertyForeclosedInd',
  bankruptcyInd: 'bankruptcyInd',
  chapter7Ind: 'chapter7Ind',
  chapter11Ind: 'chapter11Ind',
  chapter12Ind: 'chapter12Ind',
  chapter13Ind: 'chapter13Ind',
} as const satisfies Record<keyof FinancesAnswers, Column>;

/** The answers of each section, for writers that fill what a body leaves out. */
export const PROPERTY_AND_MONEY_FIELDS = Object.keys(PROPERTY_AND_MONEY) as (keyof PropertyAndMoneyAnswers)[];
export const FINANCES_FIELDS = Object.keys(FINANCES) as (keyof FinancesAnswers)[];

function selectDeclarations(db: Queryable) {
  return queryBuilder(db).selectFrom('declarations')
    .select([
      'declarationId', 'applicationId', ...Object.values(PROPERTY_AND_MONEY), 'propertyMoneyCompletedInd',
      ...Object.values(FINANCES), 'financesCompletedInd',
    ])
    .$narrowType<Pick<Declarations, 'propertyTypeId' | 'titleHeldTypeId'>>();
}

type Row = RowOf<typeof selectDeclarations>;

const toInfo = ({ ownershipInterestInd, affiliationWithSellerInd, borrowedFundAmount, ...r }: Row): Declarations => ({
  ...r,
  ownershipIntNewPropertyIND: ownershipInterestInd,
  affliiationWithSellerInd: affiliationWithSellerInd,
  borrowedFundAmount: money(borrowedFundAmount),
});

/** The application's declarations (GetBorrowerData `declarationsInfo`); null before the first save. */
export async function findDeclarations(db: Queryable, applicationId: number): Promise<Declarations | null> {
  const row = await selectDeclarations(db).where('applicationId', '=', applicationId).executeTakeFirst();
  return row ? toInfo(row) : null;
}

/** The application a declarations row belongs to (null when no such id). */
export async function findDeclarationApplication(db: Queryable, declarationId: number): Promise<number | null> {
  const row = await queryBuilder(db).selectFrom('declarations').select('applicationId')
    .where('declarationId', '=', declarationId).executeTakeFirst();
  return row?.applicationId ?? null;
}

/**
 * The writer of one section: its answers and completed flag, written to the application's row, created on the first
 * save; the other section's columns keep their values. One statement, so two first saves cannot make two rows.
 * `declarationId` only for rows with fixed ids (the demo seed).
 */
function sectionWriter<T extends object>(map: Record<keyof T, Column>, completedColumn: Column) {
  return async (db: Queryable, applicationId: number, answers: T, completed: boolean, declarationId?: number): Promise<void> => {
    const entries = Object.entries(map) as [keyof T, Column][];
    const columns = Object.fromEntries(entries.map(([field, column]) => [column, answers[field] ?? null]));
    const written = [...entries.map(([, column]) => column), completedColumn];
    await queryBuilder(db).insertInto('declarations')
      .values({ applicationId, ...columns, [completedColumn]: completed, declarationId })
      .onConflict((oc) => oc.column('applicationId').doUpdateSet({ ...excluded(written), updatedAt: now }))
      .execute();
  };
}

/** Section 5a: property and money. */
export const savePropertyAndMoney = sectionWriter<PropertyAndMoneyAnswers>(PROPERTY_AND_MONEY, 'propertyMoneyCompletedInd');

/** Section 5b: finances. */
export const saveFinances = sectionWriter<FinancesAnswers>(FINANCES, 'financesCompletedInd');
