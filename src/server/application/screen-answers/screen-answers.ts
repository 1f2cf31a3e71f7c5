import { sql } from 'kysely';
import { now, queryBuilder } from '../../db/query-builder';
import type { Queryable } from '../../db/types';

export type Answers = Record<string, unknown>;

/** Stores a screen's answers for the application, replacing what was there; returns what is stored. */
export async function saveScreenAnswers(db: Queryable, applicationId: number, screenId: string, answers: Answers): Promise<Answers> {
  const saved = await queryBuilder(db).insertInto('screenAnswers')
    .values({ applicationId, screenId, answers: sql`${JSON.stringify(answers)}::jsonb` })
    .onConflict((oc) => oc.columns(['applicationId', 'screenId'])
      .doUpdateSet((eb) => ({ answers: eb.ref('excluded.answers'), updatedAt: now })))
    .returning('answers')
    .executeTakeFirstOrThrow(() => new Error(`answers of ${screenId} for application ${applicationId} were not saved`));
  return saved.answers as Answers;
}

/** The application's screen answers by step and screen (`{ "<step>": { "<screen>": answers } }`). */
export async function listScreenAnswers(db: Queryable, applicationId: number): Promise<Record<string, Record<string, Answers>>> {
  const rows = await queryBuilder(db).selectFrom('screenAnswers').select(['screenId', 'answers'])
    .where('applicationId', '=', applicationId).orderBy('screenId').execute();
  const byStep: Record<string, Record<string, Answers>> = {};
  for (const { screenId, answers } of rows) {
    const [step = '', screen = ''] = screenId.split('/');
    byStep[step] = { ...byStep[step], [screen]: answers as Answers };
  }
  return byStep;
}
