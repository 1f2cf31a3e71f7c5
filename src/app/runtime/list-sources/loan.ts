import { formatMoney } from '../../../../widgets/format';
import type { ListItem, ListSource, ScreenContext } from '../mappers/types';

/** The subject property among the borrower's real estate (`subjectPropertyInd`), if on file. */
const subjectRealEstate = (ctx: ScreenContext) => ctx.profile.propertyInfo.find((p) => p.activeInd && p.subjectPropertyInd);

const dollars = (value: number | null): string | null => (value === null ? null : `$${formatMoney(value)}`);

/**
 * 'subjectProperty.lenders': the active lenders of the subject property (the borrower's `propertyInfo` entry with
 * `subjectPropertyInd`). They cannot be changed: every item is `readOnly` (no edit, no delete). Item fields:
 * `holderName` (title), `account`, `monthlyPayment` and `unpaidBalance` ("$1,250.00"), the raw amounts; `id` is the
 * liabilityId.
 */
const subjectPropertyLenders: ListSource = {
  items: (ctx): ListItem[] =>
    (subjectRealEstate(ctx)?.liabilities ?? [])
      .filter((l) => l.activeInd)
      .map((l) => ({
        id: String(l.liabilityId),
        liabilityId: l.liabilityId,
        realEstateOwnedId: l.realEstateOwnedId,
        holderName: l.holderName,
        account: l.account,
        monthlyPaymentAmount: l.monthlyPaymentAmount,
        unpaidBalanceAmount: l.unpaidBalanceAmount,
        monthlyPayment: dollars(l.monthlyPaymentAmount),
        unpaidBalance: dollars(l.unpaidBalanceAmount),
        readOnly: true,
      })),
};

export const loanListSources: Record<string, ListSource> = {
  'subjectProperty.lenders': subjectPropertyLenders,
};
