-- Rate-limit counters shared by every app server on the database: one row per route and client.

-- Unlogged: counters are worth no write-ahead log; after a crash they start again from zero.
CREATE UNLOGGED TABLE rate_limit_buckets (
    bucket_key text PRIMARY KEY,
    hits integer NOT NULL CHECK (hits > 0),
    window_ends_at timestamptz NOT NULL
  );

CREATE INDEX rate_limit_buckets_window_ends_idx ON rate_limit_buckets (window_ends_at);
