import type { Queryable } from '../db/types';

export type Answers = Record<string, unknown>;

/** Stores a screen's answers for the application, replacing what was there; returns what is stored. */
export async function saveScreenAnswers(db: Queryable, applicationId: number, screenId: string, answers: Answers): Promise<Answers> {
  const rows = await db.query<{ answers: Answers }>(
    `INSERT INTO screen_answers (application_id, screen_id, answers) VALUES ($1, $2, $3::jsonb)
     ON CONFLICT (application_id, screen_id) DO UPDATE SET answers = EXCLUDED.answers, updated_at = now()
     RETURNING answers`,
    [applicationId, screenId, JSON.stringify(answers)],
  );
  const saved = rows[0];
  if (!saved) throw new Error(`answers of ${screenId} for application ${applicationId} were not saved`);
  return saved.answers;
}

/** The application's screen answers by step and screen (`{ "<step>": { "<screen>": answers } }`). */
export async function listScreenAnswers(db: Queryable, applicationId: number): Promise<Record<string, Record<string, Answers>>> {
  const rows = await db.query<{ screen_id: string; answers: Answers }>(
    'SELECT screen_id, answers FROM screen_answers WHERE application_id = $1 ORDER BY screen_id',
    [applicationId],
  );
  const byStep: Record<string, Record<string, Answers>> = {};
  for (const { screen_id: screenId, answers } of rows) {
    const [step = '', screen = ''] = screenId.split('/');
    byStep[step] = { ...byStep[step], [screen]: answers };
  }
  return byStep;
}
