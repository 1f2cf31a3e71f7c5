import { describe, expect, it } from 'vitest';
import { cleanBody } from '../../../../src/shared/clean-body';
import { ctxWith, saved } from './fixtures/declarations';
import { boundOf } from '../helpers/bound-of';

const bound = boundOf('declarations/declared-finances');

const allNo = {
  undisclosedComakerOfNoteInd: false, outstandingJudgementsInd: false, delinquentInd: false, partyToLawsuitInd: false,
  priorPropertyDeedInLieuInd: false, priorPropertyShortsaleInd: false, priorPropertyForeclosedInd: false,
  bankruptcyInd: false,
};
const noChapters = { chapter7Ind: false, chapter11Ind: false, chapter12Ind: false, chapter13Ind: false };

describe('the declarations/declared-finances binding', () => {
  it('nothing on file: an empty form', () => {
    expect(bound.formData(ctxWith(null))).toEqual({});
  });

  it('round trip: the chapters become a box group in the form and flat flags in the payload', () => {
    const ctx = ctxWith(saved);
    const form = bound.formData(ctx);
    expect(form).toEqual({
      ...allNo, partyToLawsuitInd: true, bankruptcyInd: true, bankruptcyChapters: { ...noChapters, chapter13Ind: true },
    });
    expect(cleanBody(bound.body(form, ctx, { complete: true }))).toEqual({
      applicationId: 7001, declarationId: 100123, ...allNo, partyToLawsuitInd: true, bankruptcyInd: true,
      ...noChapters, chapter13Ind: true, financesCompletedInd: true,
    });
  });

  it('no bankruptcy on file: no chapter group in the form', () => {
    const form = bound.formData(ctxWith({ ...saved, bankruptcyInd: false, chapter13Ind: false }));
    expect(form).not.toHaveProperty('bankruptcyChapters');
    expect(form.bankruptcyInd).toBe(false);
  });

  it('the checked chapters are sent (the server stores the others false); several may be checked', () => {
    const ctx = ctxWith(null);
    const form = { ...allNo, bankruptcyInd: true, bankruptcyChapters: { chapter7Ind: true, chapter12Ind: true } };
    expect(cleanBody(bound.body(form, ctx, { complete: true }))).toEqual({
      applicationId: 7001, ...allNo, bankruptcyInd: true, chapter7Ind: true, chapter12Ind: true,
      financesCompletedInd: true,
    });
  });

  it('no to bankruptcy sends no chapter, even with stale boxes (the server stores every chapter false)', () => {
    const form = { ...allNo, bankruptcyChapters: { chapter7Ind: true } };
    const body = cleanBody(bound.body(form, ctxWith(saved), { complete: true })) as Record<string, unknown>;
    expect(body).toMatchObject({ bankruptcyInd: false });
    for (const chapter of Object.keys(noChapters)) expect(body).not.toHaveProperty(chapter);
  });

  it('a draft leaves unanswered questions (and the chapters of an unanswered bankruptcy) out', () => {
    expect(cleanBody(bound.body({ delinquentInd: true }, ctxWith(null), { complete: false }))).toEqual({
      applicationId: 7001, delinquentInd: true, financesCompletedInd: false,
    });
  });

  it('onChange: answering no to bankruptcy clears all chapter flags', () => {
    const previous = { ...allNo, bankruptcyInd: true, bankruptcyChapters: { chapter7Ind: true, chapter11Ind: true } };
    const next = { ...previous, bankruptcyInd: false };
    const shown = bound.applyRules(next, ctxWith(saved));
    expect(shown).toEqual(allNo);
    // Yes again: the boxes come back unchecked.
    expect(bound.applyRules({ ...allNo, bankruptcyInd: true }, ctxWith(saved))).toEqual({ ...allNo, bankruptcyInd: true });
  });

  it('onChange leaves other changes as they are (same object)', () => {
    const previous = { ...allNo, bankruptcyInd: true, bankruptcyChapters: { chapter7Ind: true } };
    const next = { ...previous, bankruptcyChapters: { chapter7Ind: true, chapter13Ind: true } };
    expect(bound.applyRules(next, ctxWith(saved))).toBe(next);
    const answering = { ...allNo, delinquentInd: true };
    expect(bound.applyRules(answering, ctxWith(saved))).toBe(answering);
  });

  it('isComplete is the section flag on file', () => {
    expect(bound.isComplete(ctxWith(null))).toBe(false);
    expect(bound.isComplete(ctxWith(saved))).toBe(false);
    expect(bound.isComplete(ctxWith({ ...saved, financesCompletedInd: true }))).toBe(true);
  });
});
