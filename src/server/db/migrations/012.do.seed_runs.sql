-- What each seed last wrote (a hash of its content), so a start with nothing new to seed reads one row.

CREATE TABLE seed_runs (
    name text PRIMARY KEY,
    content_hash text NOT NULL,
    seeded_at timestamptz NOT NULL DEFAULT now()
  );
