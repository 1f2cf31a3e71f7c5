import type { Queryable } from '../db/types';
import { seedDemoDeclarations } from './demo-declarations';
import { seedDemoFinanceItems } from './demo-finances';
import { seedDemoGmi } from './demo-gmi';
import { seedDemoLoanAnswers } from './demo-loan';
import { seedDemoProperties } from './demo-properties';
import type { DemoBorrower, DemoOffer } from './demo-types';

/**
 * The prior loan's Steps 2-5 data of the borrowers inserted by this run (`fresh`): each area's seed inserts only
 * for those, so what a borrower saved is never overwritten. Each area keeps its demo rows in its own file.
 */
export async function seedDemoSteps2to5(tx: Queryable, offer: DemoOffer, fresh: DemoBorrower[]): Promise<void> {
  if (fresh.length === 0) return;
  await seedDemoFinanceItems(tx, offer, fresh);
  await seedDemoProperties(tx, offer, fresh);
  await seedDemoLoanAnswers(tx, offer, fresh);
  await seedDemoDeclarations(tx, offer, fresh);
  await seedDemoGmi(tx, offer, fresh);
}
