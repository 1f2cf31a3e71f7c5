-- The one column whose name put "_" before a digit: the query builder names columns in camelCase and maps them back
-- to snake_case without an underscore before a digit (chapter7_ind, property_line1), so this one follows them.
ALTER TABLE additional_incomes RENAME COLUMN additional_income_1 TO additional_income1;
