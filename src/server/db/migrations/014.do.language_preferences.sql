-- The language preference question of the Supplemental Consumer Information Form (Form 1103), per borrower: each
-- borrower answers for themselves, and the answer is theirs on every application. A row is an answer; no row, never
-- answered. Nothing chosen is a row with no code and no refusal; "I do not wish to respond" is a refusal, not an
-- empty answer. Codes are ISO 639-2/B as MISMO's LanguageCode takes them; other carries the borrower's own text.

CREATE TABLE language_preferences (
    borrower_id integer PRIMARY KEY REFERENCES borrowers(borrower_id),
    language_code text CHECK (language_code IN ('chi', 'kor', 'eng', 'spa', 'tgl', 'vie', 'other')),
    language_code_other_description text CHECK (char_length(language_code_other_description) BETWEEN 1 AND 100),
    language_refusal_ind boolean NOT NULL DEFAULT false,
    updated_at timestamptz NOT NULL DEFAULT now(),
    CHECK ((language_code IS NOT DISTINCT FROM 'other') = (language_code_other_description IS NOT NULL)),
    CHECK (NOT (language_refusal_ind AND language_code IS NOT NULL))
  );

-- Its rows are read by the profile: they move the offer's version like the other borrower tables (013).
CREATE CONSTRAINT TRIGGER language_preferences_profile_version
      AFTER INSERT OR UPDATE OR DELETE ON language_preferences DEFERRABLE INITIALLY DEFERRED
      FOR EACH ROW EXECUTE FUNCTION bump_profile_versions('borrower');

CREATE TRIGGER language_preferences_truncated_profile_version AFTER TRUNCATE ON language_preferences
      FOR EACH STATEMENT EXECUTE FUNCTION bump_every_profile_version();
