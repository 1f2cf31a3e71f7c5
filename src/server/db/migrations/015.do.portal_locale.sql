-- The language the borrower reads the portal in (a code of messages/locales.json), so a return visit on another
-- device opens in it once they are verified. Not the Supplementary Consumer Information Form's answer, which is theirs
-- to give for the loan: this is only the portal's display language.
ALTER TABLE borrowers ADD COLUMN portal_locale text;
