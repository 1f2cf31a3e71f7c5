/**
 * The object without its absent and empty fields (undefined, null, ''). Nested objects of a body are sent this way,
 * since the api client cleans only the top level; form data read from a record is built this way too.
 */
export function compact<T extends object>(obj: T): T {
  return Object.fromEntries(Object.entries(obj).filter(([, v]) => v !== undefined && v !== null && v !== '')) as T;
}
