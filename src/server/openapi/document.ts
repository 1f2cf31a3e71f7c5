import type { OpenAPIV3_1 } from 'openapi-types';
import { version } from '../../../package.json';
import { CSRF_HEADER, ORIGINATION_CSRF_HEADER, SESSION_COOKIE } from '../auth/session';

export const API_TITLE = 'Refinance borrower portal API';

/** Every documented call carries exactly one of these tags. */
export const ApiTag = { borrower: 'Borrower', lender: 'Lender', operations: 'Operations' } as const;

/** The document's frame; @fastify/swagger adds the paths and the shared schemas. */
export const openapiFrame: Partial<OpenAPIV3_1.Document> = {
  // 3.1: the schemas are JSON Schema with $defs, const and if/then, which 3.0's schema dialect does not have.
  openapi: '3.1.0',
  info: {
    title: API_TITLE,
    version,
    description: 'The calls of the borrower portal and of the lender integration, generated from the JSON schemas '
      + 'the server validates every request and answer with.',
  },
  // Relative: the document is served by the portal it describes, at each lender's own address.
  servers: [{ url: '/', description: 'The portal serving this document' }],
  tags: [
    {
      name: ApiTag.borrower,
      description: `The borrower's calls from the portal: the offer link, then the signed session cookie `
        + `\`${SESSION_COOKIE}\`; every state-changing call with a session also sends its CSRF token in \`${CSRF_HEADER}\`.`,
    },
    {
      name: ApiTag.lender,
      description: "The lender's service calls: a lender API key as a bearer token (`Authorization: Bearer <key>`). "
        + 'A borrower session opens none of them.',
    },
    { name: ApiTag.operations, description: 'Health checks for the hosting platform; no credentials.' },
  ],
  components: {
    securitySchemes: {
      lenderKey: { type: 'http', scheme: 'bearer', description: 'A lender API key.' },
      borrowerSession: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'The signed borrower session.' },
      csrfToken: {
        type: 'apiKey', in: 'header', name: CSRF_HEADER,
        description: "The session's CSRF token, returned when the session starts.",
      },
      originationCsrf: {
        type: 'apiKey', in: 'header', name: ORIGINATION_CSRF_HEADER,
        description: "The same CSRF token, under the OAuth agent's own header (its refresh and logout).",
      },
    },
  },
};
