/** GetAssetType answer item. */
export interface AssetType {
  assetTypeId: number;
  description: string;
}

// ---- ASSET (UpdateBorrowerAsset) ----
/** One borrower's share of an asset: isJointAsset false on every share is the asset's removal. */
export interface BorrowerAssetItem {
  applicationId: number;
  isJointAsset: boolean;
  borrowerAssetId?: number;
}

/** UpdateBorrowerAsset body after the client's body cleaning (absent == null). */
export interface UpdateBorrowerAssetBody {
  assetInformationId?: number;
  financialInstitution?: string;
  assetType?: { assetTypeId: number; description?: string };
  cashMarketValue?: number;
  applicationId: number;
  borrowerAssets: BorrowerAssetItem[];
}

// ---- LOCAL-ONLY FORMS OF THE SPEC (UpdateOtherAssetsAndLiabilities) ----
/** Liability account types (URLA Liabilities: credit cards, other debts and leases); OtherAccounts needs otherType. */
export type LiabilityAccountType = 'Revolving' | 'Installment' | 'Open30Day' | 'Lease' | 'OtherAccounts';

export interface LiabilityAccountInfo {
  liabilityAccountId: number;
  applicationId: number;
  companyName: string | null;
  accountNumber: string | null;
  type: LiabilityAccountType | null;
  otherType: string | null;
  monthlyPayment: number | null;
  unpaidBalance: number | null;
  paidOff: boolean | null;
  activeInd: boolean;
}

export interface OtherAssetInfo {
  otherAssetId: number;
  applicationId: number;
  type: string | null;
  value: number | null;
  activeInd: boolean;
}

/** A debt shared by the borrowers named in applicationIds (the owner's application first). */
export interface OtherLiabilityInfo {
  otherLiabilityId: number;
  applicationId: number;
  holderName: string | null;
  liabilityTypeId: number | null;
  creditLimit: number | null;
  monthlyPaymentAmount: number | null;
  unpaidBalanceAmount: number | null;
  applicationIds: number[];
  activeInd: boolean;
}

/** Obligation types of the spec (section 9); Other needs the free-text `other`. */
export type OtherExpenseType = 'Alimony' | 'ChildSupport' | 'JobRelatedExpenses' | 'SeparateMaintenance' | 'Other';

export interface OtherExpenseInfo {
  otherExpenseId: number;
  applicationId: number;
  type: OtherExpenseType | null;
  other: string | null;
  monthlyPayment: number | null;
  activeInd: boolean;
}

/** Items of the save body: no id = new; activeInd false = soft delete (then only the id is needed). */
export interface LiabilityAccountItem {
  liabilityAccountId?: number;
  companyName?: string;
  accountNumber?: string;
  type?: LiabilityAccountType;
  otherType?: string;
  monthlyPayment?: number;
  unpaidBalance?: number;
  paidOff?: boolean;
  activeInd: boolean;
}

export interface OtherAssetItem {
  otherAssetId?: number;
  type?: string;
  value?: number;
  activeInd: boolean;
}

export interface OtherLiabilityItem {
  otherLiabilityId?: number;
  holderName?: string;
  liabilityTypeId?: number;
  creditLimit?: number;
  monthlyPaymentAmount?: number;
  unpaidBalanceAmount?: number;
  applicationIds?: number[];
  activeInd: boolean;
}

export interface OtherExpenseItem {
  otherExpenseId?: number;
  type?: OtherExpenseType;
  other?: string;
  monthlyPayment?: number;
  activeInd: boolean;
}

/** UpdateOtherAssetsAndLiabilities body (ours: the spec keeps these forms local). */
export interface UpdateOtherAssetsAndLiabilitiesBody {
  applicationId: number;
  liabilityAccounts?: LiabilityAccountItem[];
  otherAssets?: OtherAssetItem[];
  otherLiabilities?: OtherLiabilityItem[];
  otherExpenses?: OtherExpenseItem[];
}

/** The records saved by the call, per kind in body order (active or not); a kind not sent is []. */
export interface UpdateOtherAssetsAndLiabilitiesResponse {
  liabilityAccounts: LiabilityAccountInfo[];
  otherAssets: OtherAssetInfo[];
  otherLiabilities: OtherLiabilityInfo[];
  otherExpenses: OtherExpenseInfo[];
}

/** The four lists of GetBorrowerData (active records only). */
export interface FinanceItems {
  liabilityInfo: LiabilityAccountInfo[];
  otherAssetInfo: OtherAssetInfo[];
  otherLiabilityInfo: OtherLiabilityInfo[];
  otherExpenseInfo: OtherExpenseInfo[];
}
