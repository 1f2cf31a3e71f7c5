import { describe, expect, it } from 'vitest';
import type { Declarations as DeclarationsInfo } from '../../../../src/shared/api/generated/types';
import { bankruptciesNode, declarationNode } from '../../../../src/server/lender/mismo/declarations';
import { text, texts } from './mismo-tree';

const answers: DeclarationsInfo = {
  declarationId: 1, applicationId: 7001, propertyMoneyCompletedInd: true, financesCompletedInd: true,
  primaryResidenceInd: true, ownershipIntNewPropertyIND: true, propertyTypeId: 2, titleHeldTypeId: 3, affliiationWithSellerInd: true,
  undisclosedBorrowedFundsInd: true, borrowedFundAmount: 2500, undisclosedMortgageAppInd: false, undisclosedCreditAppInd: true,
  cleanEnergyLienPropertyInd: false, undisclosedComakerOfNoteInd: true, outstandingJudgementsInd: false, delinquentInd: true,
  partyToLawsuitInd: false, priorPropertyDeedInLieuInd: true, priorPropertyShortsaleInd: false, priorPropertyForeclosedInd: true,
  bankruptcyInd: true, chapter7Ind: true, chapter11Ind: false, chapter12Ind: false, chapter13Ind: true,
};

describe('declarations', () => {
  it('writes every answer of section 5 and the citizenship to DECLARATION_DETAIL', () => {
    const detail = declarationNode(answers, 'PermanentResidentAlien');
    const at = (path: string) => text(detail, `DECLARATION_DETAIL/${path}`);
    expect({
      intent: at('IntentToOccupyType'), homeowner: at('HomeownerPastThreeYearsType'), usage: at('PriorPropertyUsageType'),
      title: at('PriorPropertyTitleType'),
      seller: at('EXTENSION/OTHER/ULAD:DECLARATION_DETAIL_EXTENSION/ULAD:SpecialBorrowerSellerRelationshipIndicator'),
      borrowed: at('UndisclosedBorrowedFundsIndicator'), borrowedAmount: at('UndisclosedBorrowedFundsAmount'),
      mortgageApp: at('UndisclosedMortgageApplicationIndicator'), creditApp: at('UndisclosedCreditApplicationIndicator'),
      cleanEnergy: at('PropertyProposedCleanEnergyLienIndicator'), comaker: at('UndisclosedComakerOfNoteIndicator'),
      judgments: at('OutstandingJudgmentsIndicator'), delinquent: at('PresentlyDelinquentIndicator'), lawsuit: at('PartyToLawsuitIndicator'),
      deedInLieu: at('PriorPropertyDeedInLieuConveyedIndicator'), shortSale: at('PriorPropertyShortSaleCompletedIndicator'),
      foreclosure: at('PriorPropertyForeclosureCompletedIndicator'), bankruptcy: at('BankruptcyIndicator'),
      citizenship: at('CitizenshipResidencyType'),
    }).toEqual({
      intent: 'Yes', homeowner: 'Yes', usage: 'FHASecondaryResidence', title: 'JointWithOtherThanSpouse', seller: 'true',
      borrowed: 'true', borrowedAmount: '2500.00', mortgageApp: 'false', creditApp: 'true', cleanEnergy: 'false', comaker: 'true',
      judgments: 'false', delinquent: 'true', lawsuit: 'false', deedInLieu: 'true', shortSale: 'false', foreclosure: 'true',
      bankruptcy: 'true', citizenship: 'PermanentResidentAlien',
    });
  });

  it('writes only the citizenship before the declarations are answered, and nothing without either', () => {
    expect(declarationNode(null, 'USCitizen')?.children[0]?.children.map((c) => c.name)).toEqual(['CitizenshipResidencyType']);
    expect(declarationNode(null, null)).toBeNull();
  });

  it('writes one BANKRUPTCY per chapter checked, and none when bankruptcy is No', () => {
    expect(texts(bankruptciesNode(answers), 'BANKRUPTCY/BANKRUPTCY_DETAIL/BankruptcyChapterType')).toEqual(['ChapterSeven', 'ChapterThirteen']);
    expect(bankruptciesNode({ ...answers, bankruptcyInd: false })).toBeNull();
  });
});
