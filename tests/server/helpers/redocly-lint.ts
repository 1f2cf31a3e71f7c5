// Redocly's own linter (the rules `redocly lint` runs) over an OpenAPI document, with its `recommended` ruleset.
import { createConfig, lintFromString } from '@redocly/openapi-core';

export interface LintProblem {
  severity: 'error' | 'warn';
  rule: string;
  /** Where, as a JSON pointer into the document, and what. */
  text: string;
}

export async function lintRecommended(document: unknown): Promise<LintProblem[]> {
  const config = await createConfig({ extends: ['recommended'] });
  const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: 'openapi.json', config });
  return problems
    .filter((problem) => problem.ignored !== true)
    .map((problem) => ({
      severity: problem.severity === 'error' ? 'error' : 'warn',
      rule: problem.ruleId,
      text: `${problem.ruleId} ${problem.location[0]?.pointer ?? ''}: ${problem.message}`,
    }));
}
