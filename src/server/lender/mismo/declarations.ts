import type { CitizenshipStatus } from '../../../shared/api/borrower-data';
import type { Declarations as DeclarationsInfo } from '../../../shared/api/generated/types';
import { otherExtension } from './extension';
import { element, leaf, type MaybeNode, type MismoNode, sequenced } from './mismo-node';
import { amount, enumerated, indicator, yesNo } from './mismo-values';

/** Declarations 5a A(1): the type of the property owned in the last three years. */
const PRIOR_PROPERTY_USAGE: Readonly<Partial<Record<number, string>>> = {
  1: 'PrimaryResidence', 2: 'FHASecondaryResidence', 3: 'SecondHome', 4: 'Investment',
};

/** Declarations 5a A(2): how title was held. */
const PRIOR_PROPERTY_TITLE: Readonly<Partial<Record<number, string>>> = {
  1: 'Sole', 2: 'JointWithSpouse', 3: 'JointWithOtherThanSpouse',
};

/** BORROWER/DECLARATION: the answers of URLA section 5 and the citizenship of 1a. */
export function declarationNode(d: DeclarationsInfo | null, citizenship: CitizenshipStatus | null): MaybeNode {
  return element('DECLARATION', [
    element('DECLARATION_DETAIL', [
      leaf('BankruptcyIndicator', indicator(d?.bankruptcyInd)),
      leaf('CitizenshipResidencyType', citizenship),
      leaf('HomeownerPastThreeYearsType', yesNo(d?.ownershipIntNewPropertyIND)),
      leaf('IntentToOccupyType', yesNo(d?.primaryResidenceInd)),
      leaf('OutstandingJudgmentsIndicator', indicator(d?.outstandingJudgementsInd)),
      leaf('PartyToLawsuitIndicator', indicator(d?.partyToLawsuitInd)),
      leaf('PresentlyDelinquentIndicator', indicator(d?.delinquentInd)),
      leaf('PriorPropertyDeedInLieuConveyedIndicator', indicator(d?.priorPropertyDeedInLieuInd)),
      leaf('PriorPropertyForeclosureCompletedIndicator', indicator(d?.priorPropertyForeclosedInd)),
      leaf('PriorPropertyShortSaleCompletedIndicator', indicator(d?.priorPropertyShortsaleInd)),
      leaf('PriorPropertyTitleType', enumerated(PRIOR_PROPERTY_TITLE, d?.titleHeldTypeId)),
      leaf('PriorPropertyUsageType', enumerated(PRIOR_PROPERTY_USAGE, d?.propertyTypeId)),
      leaf('PropertyProposedCleanEnergyLienIndicator', indicator(d?.cleanEnergyLienPropertyInd)),
      leaf('UndisclosedBorrowedFundsAmount', amount(d?.borrowedFundAmount)),
      leaf('UndisclosedBorrowedFundsIndicator', indicator(d?.undisclosedBorrowedFundsInd)),
      leaf('UndisclosedComakerOfNoteIndicator', indicator(d?.undisclosedComakerOfNoteInd)),
      leaf('UndisclosedCreditApplicationIndicator', indicator(d?.undisclosedCreditAppInd)),
      leaf('UndisclosedMortgageApplicationIndicator', indicator(d?.undisclosedMortgageAppInd)),
      otherExtension('ULAD:DECLARATION_DETAIL_EXTENSION', [
        leaf('ULAD:SpecialBorrowerSellerRelationshipIndicator', indicator(d?.affliiationWithSellerInd)),
      ]),
    ]),
  ]);
}

const CHAPTERS = [
  ['chapter7Ind', 'ChapterSeven'], ['chapter11Ind', 'ChapterEleven'],
  ['chapter12Ind', 'ChapterTwelve'], ['chapter13Ind', 'ChapterThirteen'],
] as const;

/** BORROWER/BANKRUPTCIES: one BANKRUPTCY per chapter checked (declaration 5b M). */
export function bankruptciesNode(d: DeclarationsInfo | null): MaybeNode {
  if (!d?.bankruptcyInd) return null;
  const filed = CHAPTERS.filter(([field]) => d[field] === true)
    .map(([, chapter]) => element('BANKRUPTCY', [element('BANKRUPTCY_DETAIL', [leaf('BankruptcyChapterType', chapter)])]))
    .filter((b): b is MismoNode => b !== null);
  return element('BANKRUPTCIES', sequenced(filed));
}
