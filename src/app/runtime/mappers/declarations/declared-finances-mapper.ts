import type { UpdateFinancesBody } from '../../../../shared/api';
import type { BeforeCleaning } from '../../../../shared/clean-body';
import type { ContextMapper, SaveOptions, ScreenContext } from '../types';
import {
  answered, type BankruptcyChapters, CHAPTERS, type DeclaredFinancesFormData, savedDeclarations, yesNo,
} from './declarations-form';

/** An UpdateFinances body before the api client's cleanBody (null = not sent). */
export type FinancesPayload = BeforeCleaning<UpdateFinancesBody>;

const QUESTIONS = [
  'undisclosedComakerOfNoteInd', 'outstandingJudgementsInd', 'delinquentInd', 'partyToLawsuitInd',
  'priorPropertyDeedInLieuInd', 'priorPropertyShortsaleInd', 'priorPropertyForeclosedInd', 'bankruptcyInd',
] as const;

/** The saved answers; the chapter boxes (a group) only while bankruptcy is yes. */
function toFormData(ctx: ScreenContext): DeclaredFinancesFormData {
  const saved = savedDeclarations(ctx);
  const form = answered(saved, QUESTIONS) as DeclaredFinancesFormData;
  if (saved?.bankruptcyInd === true) form.bankruptcyChapters = answered(saved, CHAPTERS) as BankruptcyChapters;
  return form;
}

/** Answering no to bankruptcy clears all chapter flags (spec section 4); the boxes come back unchecked on a yes. */
function onChange(next: DeclaredFinancesFormData): DeclaredFinancesFormData {
  if (next.bankruptcyInd === true || next.bankruptcyChapters === undefined) return next;
  const { bankruptcyChapters: _cleared, ...rest } = next;
  return rest;
}

/** Bankruptcy yes: each box as checked; no: every chapter false; unanswered (a draft): not sent. */
function chapterFlag(bankruptcy: boolean | null, chapters: BankruptcyChapters | undefined, chapter: keyof BankruptcyChapters): boolean | null {
  if (bankruptcy === null) return null;
  return bankruptcy && chapters?.[chapter] === true;
}

/** The chapter group is flattened into chapter7Ind..chapter13Ind; Next completes the section, Save For Later not. */
function toPayload(form: DeclaredFinancesFormData, ctx: ScreenContext, options: SaveOptions = { complete: true }): FinancesPayload {
  const bankruptcy = yesNo(form.bankruptcyInd);
  const chapters = form.bankruptcyChapters;
  return {
    applicationId: ctx.profile.applicationId,
    declarationId: savedDeclarations(ctx)?.declarationId ?? null,
    undisclosedComakerOfNoteInd: yesNo(form.undisclosedComakerOfNoteInd),
    outstandingJudgementsInd: yesNo(form.outstandingJudgementsInd),
    delinquentInd: yesNo(form.delinquentInd),
    partyToLawsuitInd: yesNo(form.partyToLawsuitInd),
    priorPropertyDeedInLieuInd: yesNo(form.priorPropertyDeedInLieuInd),
    priorPropertyShortsaleInd: yesNo(form.priorPropertyShortsaleInd),
    priorPropertyForeclosedInd: yesNo(form.priorPropertyForeclosedInd),
    bankruptcyInd: bankruptcy,
    chapter7Ind: chapterFlag(bankruptcy, chapters, 'chapter7Ind'),
    chapter11Ind: chapterFlag(bankruptcy, chapters, 'chapter11Ind'),
    chapter12Ind: chapterFlag(bankruptcy, chapters, 'chapter12Ind'),
    chapter13Ind: chapterFlag(bankruptcy, chapters, 'chapter13Ind'),
    financesCompletedInd: options.complete,
  };
}

export const declaredFinancesMapper: ContextMapper<DeclaredFinancesFormData> = {
  toFormData,
  toPayload,
  onChange,
  isComplete: (ctx) => savedDeclarations(ctx)?.financesCompletedInd === true,
};
