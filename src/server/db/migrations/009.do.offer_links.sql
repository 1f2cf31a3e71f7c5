-- Offer links carry unguessable ids: the offer's link id is its id in the API, the application's link id is the
-- borrower's id in their offer link. The lender's own ids (offer_id, borrower_id) never appear in a link. Rows that
-- exist get fresh random link ids, so links built from the old sequential ids stop working.
--
-- A new link id: 64 hex digits from two version-4 UUIDs, 244 random bits from PostgreSQL's strong random source.

ALTER TABLE offers ADD COLUMN link_id text NOT NULL DEFAULT translate(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');

ALTER TABLE offers ADD CONSTRAINT offers_link_id_key UNIQUE (link_id);

ALTER TABLE applications ADD COLUMN link_id text NOT NULL DEFAULT translate(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');

ALTER TABLE applications ADD CONSTRAINT applications_offer_link_id_key UNIQUE (offer_id, link_id);
