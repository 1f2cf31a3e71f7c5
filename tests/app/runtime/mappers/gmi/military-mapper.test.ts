import { describe, expect, it } from 'vitest';
import { gmiMappers } from '../../../../../src/app/runtime/mappers/gmi';
import type { MilitaryFormData } from '../../../../../src/app/runtime/mappers/gmi/military-form';
import { applyMilitaryRules } from '../../../../../src/app/runtime/mappers/gmi/military-rules';
import type { ScreenContext } from '../../../../../src/app/runtime/mappers/types';
import type { MilitaryInfo } from '../../../../../src/shared/api';
import { cleanBody } from '../../../../../src/shared/clean-body';
import { profileFixture } from '../../fixtures';

const mapper = gmiMappers['military/military-service'];
if (!mapper) throw new Error("no 'military/military-service' mapper");

const ctxWith = (militaryInfo: MilitaryInfo | null): ScreenContext => ({
  profile: { ...profileFixture(), militaryInfo },
  params: {},
  lookups: {},
});
const onFile: MilitaryInfo = {
  applicationId: 7001, militaryServiceInd: true, currentlyOnActiveDutyInd: true, veteranInd: false,
  reserveOrNationalGuardInd: null, survivingSpouseInd: false, serviceTourExpirationDate: '06/30/2099',
};

describe("mapper 'military/military-service'", () => {
  it('saves through UpdateMilitaryService', () => {
  });

  it('nothing on file: an empty form, not complete', () => {
    expect(mapper.toFormData(ctxWith(null))).toEqual({});
    expect(mapper.isComplete?.(ctxWith(null))).toBe(false);
  });

  it('profile -> form: the statuses as a group, nulls left unanswered; complete once answered', () => {
    expect(mapper.toFormData(ctxWith(onFile))).toEqual({
      militaryServiceInd: true,
      serviceStatus: { currentlyOnActiveDutyInd: true, veteranInd: false, survivingSpouseInd: false },
      serviceTourExpirationDate: '06/30/2099',
    });
    expect(mapper.isComplete?.(ctxWith(onFile))).toBe(true);
    const never = { ...onFile, militaryServiceInd: false, currentlyOnActiveDutyInd: null, veteranInd: null,
      survivingSpouseInd: null, serviceTourExpirationDate: null };
    expect(mapper.toFormData(ctxWith(never))).toEqual({ militaryServiceInd: false });
  });

  it('form -> flat body: served sends every status (unchecked = false); the round trip keeps the answers', () => {
    const ctx = ctxWith(onFile);
    expect(cleanBody(mapper.toPayload(mapper.toFormData(ctx), ctx, { complete: true }))).toEqual({
      applicationId: 7001, militaryServiceInd: true, currentlyOnActiveDutyInd: true, veteranInd: false,
      reserveOrNationalGuardInd: false, survivingSpouseInd: false, serviceTourExpirationDate: '06/30/2099',
    });
  });

  it('form -> body: not served sends no statuses; no date unless on active duty', () => {
    const ctx = ctxWith(null);
    const no: MilitaryFormData = { militaryServiceInd: false, serviceStatus: { veteranInd: true },
      serviceTourExpirationDate: '06/30/2099' };
    expect(cleanBody(mapper.toPayload(no, ctx, { complete: true }))).toEqual({ applicationId: 7001, militaryServiceInd: false });
    const veteran: MilitaryFormData = { militaryServiceInd: true, serviceStatus: { veteranInd: true },
      serviceTourExpirationDate: '06/30/2099' };
    expect(cleanBody(mapper.toPayload(veteran, ctx, { complete: true }))).toEqual({
      applicationId: 7001, militaryServiceInd: true, currentlyOnActiveDutyInd: false, veteranInd: true,
      reserveOrNationalGuardInd: false, survivingSpouseInd: false,
    });
  });
});

describe('military rules on change', () => {
  const active: MilitaryFormData = { militaryServiceInd: true,
    serviceStatus: { currentlyOnActiveDutyInd: true, veteranInd: true }, serviceTourExpirationDate: '06/30/2099' };

  it('no clears the statuses and the date', () => {
    expect(mapper.onChange?.({ ...active, militaryServiceInd: false }, active, ctxWith(null))).toEqual({
      militaryServiceInd: false,
    });
  });

  it('active duty unchecked clears the date, keeping the other statuses', () => {
    const next = { ...active, serviceStatus: { currentlyOnActiveDutyInd: false, veteranInd: true } };
    expect(applyMilitaryRules(next)).toEqual({ militaryServiceInd: true,
      serviceStatus: { currentlyOnActiveDutyInd: false, veteranInd: true } });
  });

  it('leaves consistent data as it is (the same object)', () => {
    expect(applyMilitaryRules(active)).toBe(active);
    const no = { militaryServiceInd: false };
    expect(applyMilitaryRules(no)).toBe(no);
    const empty = {};
    expect(applyMilitaryRules(empty)).toBe(empty);
  });
});
