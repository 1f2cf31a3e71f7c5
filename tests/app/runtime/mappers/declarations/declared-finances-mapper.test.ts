import { describe, expect, it } from 'vitest';
import { declarationsMappers } from '../../../../../src/app/runtime/mappers/declarations';
import { cleanBody } from '../../../../../src/shared/clean-body';
import { ctxWith, saved } from './declarations-fixtures';

const mapper = declarationsMappers['declarations/declared-finances'];
if (!mapper) throw new Error('no declarations/declared-finances mapper');

const allNo = {
  undisclosedComakerOfNoteInd: false, outstandingJudgementsInd: false, delinquentInd: false, partyToLawsuitInd: false,
  priorPropertyDeedInLieuInd: false, priorPropertyShortsaleInd: false, priorPropertyForeclosedInd: false,
  bankruptcyInd: false,
};
const noChapters = { chapter7Ind: false, chapter11Ind: false, chapter12Ind: false, chapter13Ind: false };

describe("declarationsMappers['declarations/declared-finances']", () => {
  it('saves through UpdateFinances', () => {
  });

  it('nothing on file: an empty form', () => {
    expect(mapper.toFormData(ctxWith(null))).toEqual({});
  });

  it('round trip: the chapters become a box group in the form and flat flags in the payload', () => {
    const ctx = ctxWith(saved);
    const form = mapper.toFormData(ctx);
    expect(form).toEqual({
      ...allNo, partyToLawsuitInd: true, bankruptcyInd: true, bankruptcyChapters: { ...noChapters, chapter13Ind: true },
    });
    expect(mapper.toPayload(form, ctx, { complete: true })).toEqual({
      applicationId: 7001, declarationId: 100123, ...allNo, partyToLawsuitInd: true, bankruptcyInd: true,
      ...noChapters, chapter13Ind: true, financesCompletedInd: true,
    });
  });

  it('no bankruptcy on file: no chapter group in the form', () => {
    const form = mapper.toFormData(ctxWith({ ...saved, bankruptcyInd: false, chapter13Ind: false }));
    expect(form).not.toHaveProperty('bankruptcyChapters');
    expect(form.bankruptcyInd).toBe(false);
  });

  it('unchecked boxes are sent as false; several chapters may be checked', () => {
    const ctx = ctxWith(null);
    const form = { ...allNo, bankruptcyInd: true, bankruptcyChapters: { chapter7Ind: true, chapter12Ind: true } };
    expect(cleanBody(mapper.toPayload(form, ctx, { complete: true }))).toEqual({
      applicationId: 7001, ...allNo, bankruptcyInd: true, ...noChapters, chapter7Ind: true, chapter12Ind: true,
      financesCompletedInd: true,
    });
  });

  it('no to bankruptcy sends every chapter false, even with stale boxes', () => {
    const form = { ...allNo, bankruptcyChapters: { chapter7Ind: true } };
    expect(mapper.toPayload(form, ctxWith(saved), { complete: true })).toMatchObject({ bankruptcyInd: false, ...noChapters });
  });

  it('a draft leaves unanswered questions (and the chapters of an unanswered bankruptcy) out', () => {
    expect(cleanBody(mapper.toPayload({ delinquentInd: true }, ctxWith(null), { complete: false }))).toEqual({
      applicationId: 7001, delinquentInd: true, financesCompletedInd: false,
    });
  });

  it('onChange: answering no to bankruptcy clears all chapter flags', () => {
    const previous = { ...allNo, bankruptcyInd: true, bankruptcyChapters: { chapter7Ind: true, chapter11Ind: true } };
    const next = { ...previous, bankruptcyInd: false };
    const shown = mapper.onChange?.(next, previous, ctxWith(saved));
    expect(shown).toEqual(allNo);
    // Yes again: the boxes come back unchecked.
    expect(mapper.onChange?.({ ...allNo, bankruptcyInd: true }, allNo, ctxWith(saved))).toEqual({ ...allNo, bankruptcyInd: true });
  });

  it('onChange leaves other changes as they are (same object)', () => {
    const previous = { ...allNo, bankruptcyInd: true, bankruptcyChapters: { chapter7Ind: true } };
    const next = { ...previous, bankruptcyChapters: { chapter7Ind: true, chapter13Ind: true } };
    expect(mapper.onChange?.(next, previous, ctxWith(saved))).toBe(next);
    const answering = { ...allNo, delinquentInd: true };
    expect(mapper.onChange?.(answering, allNo, ctxWith(saved))).toBe(answering);
  });

  it('isComplete is the section flag on file', () => {
    expect(mapper.isComplete?.(ctxWith(null))).toBe(false);
    expect(mapper.isComplete?.(ctxWith(saved))).toBe(false);
    expect(mapper.isComplete?.(ctxWith({ ...saved, financesCompletedInd: true }))).toBe(true);
  });
});
