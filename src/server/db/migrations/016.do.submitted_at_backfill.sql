-- Every Submitted offer has its submission instant, which SubmittedOffers lists and pages by: an offer set Submitted
-- without one (the demo seed did so for offer 1004) takes the time of its latest status change in the audit trail,
-- or the migration's time when the trail has none.

-- The listing's order, submission instant then offer id, read from the index. Before the UPDATE: an index is not
-- built on a table with trigger events pending (the profile versions' deferred triggers).
DROP INDEX offers_submitted_at_idx;

CREATE INDEX offers_submitted_at_idx ON offers (submitted_at, offer_id) WHERE submitted_at IS NOT NULL;

UPDATE offers o
   SET submitted_at = coalesce(
         (SELECT max(e.occurred_at) FROM audit_events e
           WHERE e.offer_id = o.offer_id AND e.fields @> '["/offerStatusID"]'::jsonb),
         now())
 WHERE o.offer_status_id = 4 AND o.submitted_at IS NULL;

-- The profile versions' deferred triggers fire now: a later migration in the same run may ALTER these tables.
SET CONSTRAINTS ALL IMMEDIATE;
