import { locales } from '../src/shared/i18n/locales';
import { cataloguePath, missingTexts, readCatalogue, textSources } from '../src/shared/i18n/text-sources';
import { repoRoot } from './lib/paths';
import { mergeFirstFound } from './schema-compiler/generate-screen-texts';

/**
 * `npm run texts:todo -- <locale> [path prefix] [--messages]`: the English texts a locale's catalogues do not
 * translate yet, by catalogue file, as a JSON object a translator can fill in and merge into the file. `--messages`
 * lists only validation messages (a schema's errorMessage texts).
 */
const args = process.argv.slice(2);
const onlyMessages = args.includes('--messages');
const [locale, prefix = ''] = args.filter((a) => a !== '--messages');
if (!locale || !locales.some((l) => l.code === locale)) {
  console.error(`usage: npm run texts:todo -- <${locales.map((l) => l.code).join('|')}> [path prefix]`);
  process.exit(2);
}
// Texts many screens share ("Next", "Yes") are translated once in schemas/common.<locale>.texts.json.
const common = readCatalogue(repoRoot, 'schemas/common', locale) ?? {};
let missing = 0;
for (const source of textSources(repoRoot).filter((s) => s.base.startsWith(prefix))) {
  // As the build reads them: the source's own catalogue first, and an empty translation is none.
  const dictionary = mergeFirstFound([readCatalogue(repoRoot, source.base, locale) ?? {}, common]);
  const todo = missingTexts(dictionary, [...new Set(source.texts.filter((t) => !onlyMessages || t.pointer.includes('/errorMessage')).map((t) => t.text))]);
  if (!todo.length) continue;
  missing += todo.length;
  console.log(`${cataloguePath(source.base, locale)}: ${todo.length} to translate`);
  console.log(JSON.stringify(Object.fromEntries(todo.map((text) => [text, ''])), null, 2));
}
console.log(`texts:todo ${locale}: ${missing} text(s) not translated`);
