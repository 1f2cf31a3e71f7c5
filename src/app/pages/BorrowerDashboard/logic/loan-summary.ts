import type { LoanInformationDto } from '../../../../shared/api/generated/types';
import { formatMoney } from '../../../logic/money';

export interface LoanSummary {
  propertyAddress: string;
  type: string;
  loanAmount: string;
  propertyValue: string;
}

function part(value: string | null | undefined): string {
  return (value ?? '').trim();
}

/** "12 Maple Street, Springfield, IL 62701" from the loan information parts that are present. */
export function formatPropertyAddress(
  loan: Pick<LoanInformationDto, 'propertyStreetAddress' | 'propertyCity' | 'propertyState' | 'propertyZipCode'>,
): string {
  const stateZip = [part(loan.propertyState), part(loan.propertyZipCode)].filter(Boolean).join(' ');
  return [part(loan.propertyStreetAddress), part(loan.propertyCity), stateZip].filter(Boolean).join(', ');
}

/** The collapsible loan section: property address, type (mortgageType), loan amount, property value. */
export function toLoanSummary(loan: LoanInformationDto): LoanSummary {
  return {
    propertyAddress: formatPropertyAddress(loan),
    type: part(loan.mortgageType),
    loanAmount: formatMoney(loan.loanAmount),
    propertyValue: formatMoney(loan.appraisedValue),
  };
}
