import * as m001 from './001_initial';
import * as m002 from './002_journey';

export interface Migration {
  version: string;
  statements: string[];
}

/** In order of application; never edit a released migration, add a new one. */
export const migrations: Migration[] = [m001, m002];
