// npm run docs:binding: writes docs/binding-reference.md, every binding keyword with its description, allowed values
// and example (from schemas/binding.schema.json) and the widgets a .ui.json may name (from src/widgets/registry.ts).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { REFERENCE_FILE, renderBindingReference } from './schema-compiler/binding-reference-file';
import { repoRoot, schemasDir } from './lib/paths';

const target = join(repoRoot, REFERENCE_FILE);
const reference = renderBindingReference(schemasDir, join(repoRoot, 'src/widgets/registry.ts'));
const unchanged = existsSync(target) && readFileSync(target, 'utf8') === reference;
if (!unchanged) {
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, reference);
}
console.log(`docs:binding: ${REFERENCE_FILE} ${unchanged ? 'unchanged' : 'written'}`);
