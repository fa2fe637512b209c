// Translation check: extracts messages from the sources into the catalogs, then fails when any message
// lacks a German, Spanish or French translation, or when a translation is a plain copy of the English text
// (allowed only for words that really are the same, listed in locales/identical.json).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { must, root } from './lib.mjs';

const targets = ['de', 'es', 'fr'];

/** Reads a .po file into [{ id, str }] (plural forms are not used by this project). */
export function parsePo(text) {
  const entries = [];
  let current = null;
  let field = null;
  const unquote = (s) => JSON.parse(s);
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) {
      if (line === '' && current) {
        entries.push(current);
        current = null;
      }
      continue;
    }
    const head = /^(msgid|msgstr|msgctxt)\s+(".*")$/.exec(line);
    if (head) {
      if (head[1] === 'msgid' && current && 'str' in current) {
        entries.push(current);
        current = null;
      }
      current ??= {};
      field = head[1] === 'msgid' ? 'id' : head[1] === 'msgstr' ? 'str' : 'ctx';
      current[field] = unquote(head[2]);
    } else if (line.startsWith('"') && current && field) {
      current[field] += unquote(line);
    }
  }
  if (current) entries.push(current);
  return entries.filter((entry) => entry.id !== '');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await must(join(root, 'node_modules', '.bin', 'lingui'), ['extract', '--clean'], { stdio: 'ignore' });
  const identical = JSON.parse(readFileSync(join(root, 'locales', 'identical.json'), 'utf8'));
  const problems = [];
  let checked = 0;
  for (const locale of targets) {
    const entries = parsePo(readFileSync(join(root, 'locales', locale, 'messages.po'), 'utf8'));
    for (const { id, str } of entries) {
      checked += 1;
      if (!str?.trim()) problems.push(`${locale}: no translation for "${id}"`);
      else if (str === id && !identical[locale]?.includes(id))
        problems.push(`${locale}: "${id}" is left in English`);
    }
  }
  const messages = checked / targets.length;
  mkdirSync(join(root, 'reports'), { recursive: true });
  writeFileSync(
    join(root, 'reports', 'i18n.json'),
    JSON.stringify({ messages, languages: targets, problems: problems.length }),
  );
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    console.error(
      `translations: ${problems.length} problem(s) in ${messages} messages × ${targets.length} languages`,
    );
    process.exit(1);
  }
  console.info(
    `translations: ${messages} messages translated into ${targets.join(', ')} (${checked} checked)`,
  );
}
