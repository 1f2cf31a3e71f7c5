-- Answers of screens whose fields belong to no other record (SaveScreenAnswers): one JSON document per application
-- and screen, validated by that screen's schema before it is stored. A new question needs no migration.

CREATE TABLE screen_answers (
    application_id integer NOT NULL REFERENCES applications (application_id),
    screen_id text NOT NULL,
    answers jsonb NOT NULL CHECK (jsonb_typeof(answers) = 'object'),
    updated_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (application_id, screen_id)
  );
