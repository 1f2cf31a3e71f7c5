import * as m001 from './001_initial';
import * as m002 from './002_journey';
import * as m003 from './003_finances';
import * as m004 from './004_declarations';
import * as m005 from './005_military_and_demographics';
import * as m006 from './006_loan_answers';

export interface Migration {
  version: string;
  statements: string[];
}

/** In order of application; never edit a released migration, add a new one. */
export const migrations: Migration[] = [m001, m002, m003, m004, m005, m006];
