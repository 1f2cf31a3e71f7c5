-- Sign-in through OpenID Connect. What the embedded OpenID provider keeps (node-oidc-provider's storage adapter): its sign-in sessions,
-- interactions, authorisation codes, grants and tokens, one row per kind of record ("model") and id, each until it
-- expires. A grant's records go together when it is revoked; an interaction is found by its uid.
CREATE TABLE oidc_provider_records (
    model text NOT NULL,
    id text NOT NULL,
    payload jsonb NOT NULL,
    grant_id text,
    uid text,
    user_code text,
    expires_at timestamptz,
    consumed_at timestamptz,
    PRIMARY KEY (model, id)
  );

CREATE INDEX oidc_provider_records_grant_idx ON oidc_provider_records (grant_id) WHERE grant_id IS NOT NULL;

CREATE INDEX oidc_provider_records_uid_idx ON oidc_provider_records (model, uid) WHERE uid IS NOT NULL;

CREATE INDEX oidc_provider_records_user_code_idx ON oidc_provider_records (model, user_code) WHERE user_code IS NOT NULL;

CREATE INDEX oidc_provider_records_expiry_idx ON oidc_provider_records (expires_at) WHERE expires_at IS NOT NULL;

-- The identity an account signs in with at an OpenID issuer (its `sub` there), linked at its first sign-in.
ALTER TABLE accounts ADD COLUMN oidc_issuer text, ADD COLUMN oidc_subject text;

CREATE UNIQUE INDEX accounts_oidc_identity_idx ON accounts (oidc_issuer, oidc_subject) WHERE oidc_subject IS NOT NULL;

-- What a session holds of its sign-in (the token-handler pattern): the issuer's refresh and ID tokens, sealed like
-- the date of birth, never sent to the browser.
ALTER TABLE sessions ADD COLUMN oidc_tokens_sealed text;

-- The built-in password check's one-time codes: the provider's authorisation codes take their place.
DROP TABLE login_codes;
