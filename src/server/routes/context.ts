import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/types';
import type { PiiCipher } from '../pii/pii-cipher';
import type { ProfileReader } from '../profile/read-profile';
import type { AnswersCheck } from '../screens/answer-screens';

export interface RouteContext {
  config: Config;
  db: Db;
  /** Seals and opens the date of birth. */
  pii: PiiCipher;
  /** Reads profiles, keeping each until its offer's profile version moves. */
  profiles: ProfileReader;
  /** The schema check of each screen that saves through SaveScreenAnswers, by screen id. */
  answerChecks: Map<string, AnswersCheck>;
}

/** One route file: it registers its call (or calls) on the scope it is given. */
export type RouteRegistration = (app: FastifyInstance, ctx: RouteContext) => void;

export const API_SCHEMA = 'https://refi-portal.local/schemas/api/';

export const ref = (name: string): { $ref: string } => ({ $ref: `${API_SCHEMA}${name}` });

/** Response schemas every route shares for its error answers. */
export const errorResponses = { '4xx': ref('ErrorResponse.json'), '5xx': ref('ErrorResponse.json') };

/** The registrations a folder's route files export by default, as `import.meta.glob` found them; a file without one stops the start. */
export function routeFiles(found: Record<string, RouteRegistration | undefined>): RouteRegistration[] {
  return Object.entries(found).map(([file, registration]) => {
    if (typeof registration !== 'function') throw new Error(`${file} registers no route: its default export must be its RouteRegistration`);
    return registration;
  });
}
