import { describe, expect, it } from 'vitest';
import { fastPath } from '../../../../src/shared/flow/fast-path/fast-path';
import { ajvHolds } from '../../../../src/shared/validation/ajv-holds';

const holds = ajvHolds();
import { visibleCards } from '../../../../src/shared/flow/fast-path/visible-cards';

const titles = (loanType: string, occupancyType: string, showRealEstateSection: boolean) =>
  visibleCards(fastPath.cards, { loanType, occupancyType, showRealEstateSection }, holds).map((c) => c.title);

describe('visibleCards (the First Things First cards)', () => {
  it('Conventional, Primary Residence, no real-estate flag: no Assets card', () => {
    expect(titles('Conventional', 'Primary Residence', false)).toEqual(['Personal Details', 'Current Address', 'Current Employer/Income']);
  });
  it('Current Employer/Income is hidden for FHA and VA loans', () => {
    expect(titles('FHA', 'Primary Residence', false)).toEqual(['Personal Details', 'Current Address']);
    expect(titles('VA', 'Primary Residence', false)).toEqual(['Personal Details', 'Current Address']);
  });
  it('Assets shows with the real-estate section flag, or for Investment Property or Secondary Residence', () => {
    expect(titles('VA', 'Primary Residence', true)).toEqual(['Personal Details', 'Current Address', 'Assets']);
    expect(titles('Conventional', 'Investment Property', false)).toContain('Assets');
    expect(titles('Conventional', 'Secondary Residence', false)).toContain('Assets');
  });
  it('a fact not on file (null) is in no list: Employer/Income shows, Assets does not', () => {
    expect(visibleCards(fastPath.cards, { loanType: null, occupancyType: null, showRealEstateSection: null }, holds).map((c) => c.title))
      .toEqual(['Personal Details', 'Current Address', 'Current Employer/Income']);
  });
  it('each card carries its route under /fast-path', () => {
    expect(visibleCards(fastPath.cards, { loanType: 'Conventional', occupancyType: 'Investment Property', showRealEstateSection: true }, holds).map((c) => c.route))
      .toEqual(['personal', 'address-list', 'employment-and-income', 'assets-and-properties']);
  });
});
