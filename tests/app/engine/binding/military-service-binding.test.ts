import { describe, expect, it } from 'vitest';
import type { ScreenContext } from '../../../../src/app/engine/types';
import type { MilitaryRecord as MilitaryInfo } from '../../../../src/shared/api/generated/types';
import { cleanBody } from '../../../../src/shared/clean-body';
import { profileFixture } from '../fixtures';
import { mapperOf } from '../helpers/mapper-of';

const mapper = mapperOf('military/military-service');

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
    expect(mapper.toFormData(ctxWith(null))).toEqual({});
    expect(mapper.isComplete?.(ctxWith(null))).toBe(false);
  });

  it('profile -> form: the statuses gathered in their group, nulls left unanswered; complete once answered', () => {
    expect(mapper.toFormData(ctxWith(onFile))).toEqual({
      militaryServiceInd: true,
      serviceStatus: { currentlyOnActiveDutyInd: true, veteranInd: false, survivingSpouseInd: false },
      serviceTourExpirationDate: '06/30/2099',
    });
    expect(mapper.isComplete?.(ctxWith(onFile))).toBe(true);
    const never = { ...onFile, militaryServiceInd: false, currentlyOnActiveDutyInd: null, veteranInd: null,
      survivingSpouseInd: null, serviceTourExpirationDate: null };
    expect(mapper.toFormData(ctxWith(never))).toEqual({ militaryServiceInd: false });
    expect(mapper.isComplete?.(ctxWith(never))).toBe(true);
  });

  it('form -> flat body: the group spread to the top level; the round trip keeps the answers', () => {
    const ctx = ctxWith(onFile);
    expect(cleanBody(mapper.toPayload(mapper.toFormData(ctx), ctx, { complete: true }))).toEqual({
      applicationId: 7001, militaryServiceInd: true, currentlyOnActiveDutyInd: true, veteranInd: false,
      survivingSpouseInd: false, serviceTourExpirationDate: '06/30/2099',
    });
  });

  it('form -> body: not served sends no statuses; no date unless on active duty', () => {
    const ctx = ctxWith(null);
    const no = { militaryServiceInd: false, serviceStatus: { veteranInd: true }, serviceTourExpirationDate: '06/30/2099' };
    expect(cleanBody(mapper.toPayload(no, ctx, { complete: true }))).toEqual({ applicationId: 7001, militaryServiceInd: false });
    const veteran = { militaryServiceInd: true, serviceStatus: { veteranInd: true }, serviceTourExpirationDate: '06/30/2099' };
    expect(cleanBody(mapper.toPayload(veteran, ctx, { complete: true }))).toEqual({
      applicationId: 7001, militaryServiceInd: true, veteranInd: true,
    });
  });
});

describe('the military rules on change', () => {
  const active = { militaryServiceInd: true, serviceStatus: { currentlyOnActiveDutyInd: true, veteranInd: true },
    serviceTourExpirationDate: '06/30/2099' };

  it('no clears the statuses and the date', () => {
    expect(mapper.onChange?.({ ...active, militaryServiceInd: false }, active, ctxWith(null))).toEqual({
      militaryServiceInd: false,
    });
  });

  it('active duty unchecked clears the date, keeping the other statuses', () => {
    const next = { ...active, serviceStatus: { currentlyOnActiveDutyInd: false, veteranInd: true } };
    expect(mapper.onChange?.(next, active, ctxWith(null))).toEqual({ militaryServiceInd: true,
      serviceStatus: { currentlyOnActiveDutyInd: false, veteranInd: true } });
  });

  it('leaves consistent data as it is (the same object)', () => {
    expect(mapper.onChange?.(active, active, ctxWith(null))).toBe(active);
    const no = { militaryServiceInd: false };
    expect(mapper.onChange?.(no, no, ctxWith(null))).toBe(no);
  });
});
