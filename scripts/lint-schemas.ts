import { lintPathsFor, lintRepo } from './lib/lint/lint-repo';
import { formatFinding } from './lib/lint/types';
import { repoRoot } from './lib/paths';

const findings = lintRepo(lintPathsFor(repoRoot));
for (const finding of findings) console.error(formatFinding(finding));
console.log(`lint:schemas: ${findings.length} finding(s)`);
process.exit(findings.length ? 1 : 0);
