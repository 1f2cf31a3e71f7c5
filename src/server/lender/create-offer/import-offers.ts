import type { ErrorObject } from 'ajv';
import type { FieldError } from '../../../shared/api/errors';
import { createAjv } from '../../../shared/validation/create-ajv';
import { loadSchemaDocuments } from '../../../shared/validation/schema-documents';
import type { Db } from '../../db/types';
import { AppError, toFieldErrors } from '../../errors';
import type { PiiCipher } from '../../pii/pii-cipher';
import { API_SCHEMA } from '../../routes/context';
import { createOffer, type CreateOfferResult } from './create-offer';
import type { OfferDocument } from './offer-document';

export class OfferImportError extends Error {
  constructor(readonly fields: FieldError[]) {
    super(`The offers file has ${fields.length} problem(s); nothing was imported.`);
  }
}

/** The file's offers: one CreateOffer body, or a list of them. */
function documentsOf(content: unknown): unknown[] {
  return Array.isArray(content) ? content : [content];
}

/**
 * Loads offers from a file for a lender without an integration: each document is checked by CreateOffer's own schema
 * and written by CreateOffer, all in one transaction (one bad document imports nothing).
 */
export async function importOffers(
  db: Db,
  content: unknown,
  opts: { pii: PiiCipher; piiHashKey: string; source: string; schemasDir?: string },
): Promise<CreateOfferResult[]> {
  const ajv = createAjv();
  for (const doc of loadSchemaDocuments(opts.schemasDir)) ajv.addSchema(doc.schema);
  const validate = ajv.getSchema(`${API_SCHEMA}CreateOffer.body.json`);
  if (!validate) throw new Error('CreateOffer.body.json is missing from schemas/api');
  const documents = documentsOf(content);
  const problems: FieldError[] = [];
  documents.forEach((doc, i) => {
    if (validate(doc)) return;
    const prefix = Array.isArray(content) ? `[${i}].` : '';
    for (const e of toFieldErrors(validate.errors as ErrorObject[])) problems.push({ ...e, field: `${prefix}${e.field}` });
  });
  if (problems.length > 0) throw new OfferImportError(problems);
  try {
    return await db.transaction(async (tx) => {
      const results: CreateOfferResult[] = [];
      for (const doc of documents as OfferDocument[]) {
        results.push(await createOffer(tx, doc, { lenderKey: null, systemActor: opts.source, pii: opts.pii, piiHashKey: opts.piiHashKey }));
      }
      return results;
    });
  } catch (error) {
    if (error instanceof AppError) throw new OfferImportError(error.fields ?? [{ field: '', message: error.message }]);
    throw error;
  }
}
