import type { PiiCipher } from '../../pii/pii-cipher';
import type { Queryable } from '../types';
import * as m001 from './001_initial';
import * as m002 from './002_journey';
import * as m003 from './003_finances';
import * as m004 from './004_declarations';
import * as m005 from './005_military_and_demographics';
import * as m006 from './006_loan_answers';
import * as m007 from './007_security';
import * as m008 from './008_rate_limits';
import * as m009 from './009_offer_links';
import * as m010 from './010_screen_answers';
import * as m011 from './011_lender_integration';
import * as m012 from './012_seed_runs';
import * as m013 from './013_profile_versions';

/** What a data step needs beyond SQL: the keys that seal personal values. */
export interface MigrationContext {
  pii: PiiCipher;
}

/** A SQL statement, or a data step that needs code (sealing values with a configured key). */
export type MigrationStep = string | ((tx: Queryable, ctx: MigrationContext) => Promise<void>);

export interface Migration {
  version: string;
  statements: MigrationStep[];
}

/** In order of application; never edit a released migration, add a new one. */
export const migrations: Migration[] = [m001, m002, m003, m004, m005, m006, m007, m008, m009, m010, m011, m012, m013];
