import { lintPathsFor, lintRepo } from './schema-compiler/lint/lint-repo';
import { formatFinding, type Finding } from './schema-compiler/lint/types';
import { repoRoot } from './lib/paths';

let findings: Finding[];
try {
  findings = lintRepo(lintPathsFor(repoRoot));
} catch (error) {
  // A file that is not JSON (e.g. the flow) stops the linter: say which, never a bare stack trace.
  findings = [{ file: '(lint)', pointer: '', message: `the linter stopped: ${(error as Error).message}` }];
}
for (const finding of findings) console.error(formatFinding(finding));
console.log(`lint:schemas: ${findings.length} finding(s)`);
process.exit(findings.length ? 1 : 0);
