import { createAjv } from '../../shared/validation/create-ajv';
import { loadSchemaDocuments } from '../../shared/validation/schema-documents';
import type { ServerSchemas } from './screen-saves';
import { serverSchemaReader } from './schema-reader';

/** The schema documents under `schemasDir` with one configured ajv, made the first time they are asked for. */
export function lazyServerSchemas(schemasDir: string): () => ServerSchemas {
  let made: ServerSchemas | undefined;
  return () => {
    if (made) return made;
    const docs = loadSchemaDocuments(schemasDir);
    const documents = new Map(docs.map((doc) => [doc.$id, doc]));
    const ajv = createAjv(docs.map((doc) => doc.schema));
    made = { ajv, documents, reader: serverSchemaReader(ajv, documents) };
    return made;
  };
}
