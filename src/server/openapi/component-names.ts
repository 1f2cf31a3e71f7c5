import { SCHEMA_ID_BASE } from '../../shared/validation/schema-documents';

const API_FOLDER = 'api/';

/**
 * The component name of a shared schema, from its path under schemas/: the API's own documents by file name
 * (`api/UpdateBorrowerContact.body.json` -> `UpdateBorrowerContact.body`), the others by folder and file
 * (`defs/numbers.json` -> `defs.numbers`), since file names repeat across folders (`api/profile/loan.json`,
 * `loan/loan.json`). OpenAPI allows only letters, digits, `.`, `-` and `_` in a component name.
 */
export function componentNameOf($id: string): string | null {
  if (!$id.startsWith(SCHEMA_ID_BASE)) return null;
  let path = $id.slice(SCHEMA_ID_BASE.length).split('#', 1)[0] ?? '';
  if (path.startsWith(API_FOLDER)) path = path.slice(API_FOLDER.length);
  return path.replace(/\.json$/, '').replace(/\//g, '.').replace(/[^A-Za-z0-9._-]/g, '_');
}
