import type { Declarations, UpdateFinancesBody, UpdatePropertyAndMoneyBody } from './generated/types';

type AnswerField<Body> = Exclude<keyof Body, 'applicationId' | 'declarationId' | 'propertyMoneyCompletedInd' | 'financesCompletedInd'>;

/** Section 5a answers (About this Property and Your Money for this Loan) as stored: unanswered is null. */
export type PropertyAndMoneyAnswers = Pick<Declarations, AnswerField<UpdatePropertyAndMoneyBody>>;
/** Section 5b answers (About Your Finances) as stored: unanswered is null. */
export type FinancesAnswers = Pick<Declarations, AnswerField<UpdateFinancesBody>>;
