import type { AdditionalIncomeInfo, AssetInfo, EmploymentInfo } from '../../shared/api/borrower-data';
import { money, usDateSql } from '../db/convert';
import type { Queryable } from '../db/types';

type Raw<T> = { [K in keyof T]: T[K] extends number | null ? number | string | null : T[K] };

interface EmploymentRow extends Omit<EmploymentInfo, 'incomeInfo' | 'monthlyIncomeOrLoss'> {
  monthlyIncomeOrLoss: string | null;
  hasIncome: boolean;
  monthlyBaseIncome: string | null; overtimeIncome: string | null; bonusIncome: string | null;
  commissionsIncome: string | null; otherIncome: string | null; militaryIncome: string | null;
}

export interface EmploymentWithMilitary extends EmploymentInfo {
  militaryIncome: number | null;
}

export async function listEmployments(db: Queryable, applicationId: number): Promise<EmploymentWithMilitary[]> {
  const rows = await db.query<EmploymentRow>(
    `SELECT e.employment_id AS "employmentId", e.application_id AS "applicationId", e.employer_name AS "employerName",
       e.position, e.phone_number AS "phoneNumber", e.street_address AS "streetAddress", e.unit_num AS "unitNum",
       e.city, e.state, e.zip_code AS "zipCode", e.country, ${usDateSql('e.start_date')} AS "startDate",
       ${usDateSql('e.end_date')} AS "endDate", e.current_employer_ind AS "currentEmployerInd",
       e.previous_employer_ind AS "previousEmployerInd", e.primary_employment_ind AS "primaryEmploymentInd",
       e.is_military_employment AS "isMilitaryEmployment", e.self_employed_ind AS "selfEmployedInd",
       e.special_employment_ind AS "specialEmploymentInd", e.ownership_share AS "ownershipShare",
       e.monthly_income_or_loss AS "monthlyIncomeOrLoss", e.military_income AS "militaryIncome",
       e.active_ind AS "activeInd", i.employment_id IS NOT NULL AS "hasIncome",
       i.monthly_base_income AS "monthlyBaseIncome", i.overtime_income AS "overtimeIncome",
       i.bonus_income AS "bonusIncome", i.commissions_income AS "commissionsIncome", i.other_income AS "otherIncome"
     FROM employments e LEFT JOIN employment_incomes i ON i.employment_id = e.employment_id
     WHERE e.application_id = $1 AND e.active_ind ORDER BY e.employment_id`,
    [applicationId],
  );
  return rows.map(({ hasIncome, monthlyBaseIncome, overtimeIncome, bonusIncome, commissionsIncome, otherIncome,
    militaryIncome, monthlyIncomeOrLoss, ...e }) => ({
    ...e,
    monthlyIncomeOrLoss: money(monthlyIncomeOrLoss),
    militaryIncome: money(militaryIncome),
    incomeInfo: hasIncome
      ? {
          monthlyBaseIncome: money(monthlyBaseIncome), overtimeIncome: money(overtimeIncome),
          bonusIncome: money(bonusIncome), commissionsIncome: money(commissionsIncome),
          otherIncome: money(otherIncome), applicationId: e.applicationId, employmentId: e.employmentId,
        }
      : null,
  }));
}

export async function listAdditionalIncomes(db: Queryable, applicationId: number): Promise<AdditionalIncomeInfo[]> {
  const rows = await db.query<Raw<AdditionalIncomeInfo>>(
    `SELECT ai.additional_income_id AS "additionalIncomeId", ai.application_id AS "applicationId",
       ai.income_type_id AS "incomeTypeId", t.description AS "incomeType",
       ai.additional_income_1 AS "additionalIncome1", ai.active_ind AS "activeInd"
     FROM additional_incomes ai LEFT JOIN income_types t ON t.income_type_id = ai.income_type_id
     WHERE ai.application_id = $1 AND ai.active_ind ORDER BY ai.additional_income_id`,
    [applicationId],
  );
  return rows.map((r) => ({ ...r, additionalIncome1: money(r.additionalIncome1) }) as AdditionalIncomeInfo);
}

interface AssetRow {
  assetInformationId: number; financialInstitution: string | null; assetTypeId: number; description: string;
  cashMarketValue: string | null; applicationId: number;
}

/** Active assets owned by the application, or shared with it. */
export async function listAssets(db: Queryable, applicationId: number): Promise<AssetInfo[]> {
  const assets = await db.query<AssetRow>(
    `SELECT a.asset_information_id AS "assetInformationId", a.financial_institution AS "financialInstitution",
       a.asset_type_id AS "assetTypeId", t.description, a.cash_market_value AS "cashMarketValue",
       a.application_id AS "applicationId"
     FROM assets a JOIN asset_types t ON t.asset_type_id = a.asset_type_id
     WHERE a.active_ind AND (a.application_id = $1 OR EXISTS (SELECT 1 FROM borrower_assets ba
       WHERE ba.asset_information_id = a.asset_information_id AND ba.application_id = $1 AND ba.is_joint_asset))
     ORDER BY a.asset_information_id`,
    [applicationId],
  );
  const links = await db.query<{ assetInformationId: number; applicationId: number; isJointAsset: boolean;
    borrowerAssetId: number }>(
    `SELECT asset_information_id AS "assetInformationId", application_id AS "applicationId",
       is_joint_asset AS "isJointAsset", borrower_asset_id AS "borrowerAssetId"
     FROM borrower_assets WHERE asset_information_id = ANY($1::integer[]) ORDER BY borrower_asset_id`,
    [`{${assets.map((a) => a.assetInformationId).join(',')}}`],
  );
  return assets.map((a) => ({
    assetInformationId: a.assetInformationId,
    financialInstitution: a.financialInstitution,
    assetType: { assetTypeId: a.assetTypeId, description: a.description },
    cashMarketValue: money(a.cashMarketValue),
    applicationId: a.applicationId,
    borrowerAssets: links
      .filter((l) => l.assetInformationId === a.assetInformationId)
      .map(({ applicationId: id, isJointAsset, borrowerAssetId }) => ({ applicationId: id, isJointAsset, borrowerAssetId })),
  }));
}
