import { describe, expect, it } from 'vitest';
import type { ScreenContext } from '../../../../src/app/engine/types';
import type { MilitaryRecord as MilitaryInfo } from '../../../../src/shared/api/generated/types';
import { cleanBody } from '../../../../src/shared/clean-body';
import { profileFixture } from '../fixtures';
import { boundOf } from '../helpers/bound-of';

const bound = boundOf('military/military-service');

const ctxWith = (militaryInfo: MilitaryInfo | null): ScreenContext => ({
  profile: { ...profileFixture(), militaryInfo },
  params: {},
  lookups: {},
});
const onFile: MilitaryInfo = {
  applicationId: 7001, militaryServiceInd: true, currentlyOnActiveDutyInd: true, veteranInd: false,
  reserveOrNationalGuardInd: null, survivingSpouseInd: false, serviceTourExpirationDate: '06/30/2099',
};

describe('the military/military-service binding', () => {
  it('nothing on file: an empty form, not complete', () => {
    expect(bound.formData(ctxWith(null))).toEqual({});
    expect(bound.isComplete(ctxWith(null))).toBe(false);
  });

  it('profile -> form: the statuses gathered in their group, nulls left unanswered; complete once answered', () => {
    expect(bound.formData(ctxWith(onFile))).toEqual({
      militaryServiceInd: true,
      serviceStatus: { currentlyOnActiveDutyInd: true, veteranInd: false, survivingSpouseInd: false },
      serviceTourExpirationDate: '06/30/2099',
    });
    expect(bound.isComplete(ctxWith(onFile))).toBe(true);
    const never = { ...onFile, militaryServiceInd: false, currentlyOnActiveDutyInd: null, veteranInd: null,
      survivingSpouseInd: null, serviceTourExpirationDate: null };
    expect(bound.formData(ctxWith(never))).toEqual({ militaryServiceInd: false });
    expect(bound.isComplete(ctxWith(never))).toBe(true);
  });

  it('form -> flat body: the group spread to the top level; the round trip keeps the answers', () => {
    const ctx = ctxWith(onFile);
    expect(cleanBody(bound.body(bound.formData(ctx), ctx, { complete: true }))).toEqual({
      applicationId: 7001, militaryServiceInd: true, currentlyOnActiveDutyInd: true, veteranInd: false,
      survivingSpouseInd: false, serviceTourExpirationDate: '06/30/2099',
    });
  });

  it('form -> body: not served sends no statuses; no date unless on active duty', () => {
    const ctx = ctxWith(null);
    const no = { militaryServiceInd: false, serviceStatus: { veteranInd: true }, serviceTourExpirationDate: '06/30/2099' };
    expect(cleanBody(bound.body(no, ctx, { complete: true }))).toEqual({ applicationId: 7001, militaryServiceInd: false });
    const veteran = { militaryServiceInd: true, serviceStatus: { veteranInd: true }, serviceTourExpirationDate: '06/30/2099' };
    expect(cleanBody(bound.body(veteran, ctx, { complete: true }))).toEqual({
      applicationId: 7001, militaryServiceInd: true, veteranInd: true,
    });
  });
});

describe('the military rules on change', () => {
  const active = { militaryServiceInd: true, serviceStatus: { currentlyOnActiveDutyInd: true, veteranInd: true },
    serviceTourExpirationDate: '06/30/2099' };

  it('no clears the statuses and the date', () => {
    expect(bound.applyRules({ ...active, militaryServiceInd: false }, ctxWith(null))).toEqual({
      militaryServiceInd: false,
    });
  });

  it('active duty unchecked clears the date, keeping the other statuses', () => {
    const next = { ...active, serviceStatus: { currentlyOnActiveDutyInd: false, veteranInd: true } };
    expect(bound.applyRules(next, ctxWith(null))).toEqual({ militaryServiceInd: true,
      serviceStatus: { currentlyOnActiveDutyInd: false, veteranInd: true } });
  });

  it('leaves consistent data as it is (the same object)', () => {
    expect(bound.applyRules(active, ctxWith(null))).toBe(active);
    const no = { militaryServiceInd: false };
    expect(bound.applyRules(no, ctxWith(null))).toBe(no);
  });
});
