/**
 * The embedded database holds one lender's borrowers: 16 MB of shared buffers (PostgreSQL's default is 128 MB) hold
 * the demo data and the bench's load many times over, and PGlite starts about 100 ms sooner without zeroing the rest.
 */
export const pgliteSettings = { postgresqlconf: 'shared_buffers = 16MB' } as const;
