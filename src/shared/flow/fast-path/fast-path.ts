import data from '../../../../flows/fast-path.json';
import type { FastPath } from './types';

/** flows/fast-path.json (checked by npm run lint:schemas against flows/fast-path.schema.json). */
export const fastPath = data as FastPath;
