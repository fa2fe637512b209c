import { describe, expect, it } from 'vitest';
import { parsePo } from './i18n-check.mjs';

describe('the translation check', () => {
  it('reads single-line and continued entries and skips the header', () => {
    const po = [
      'msgid ""',
      'msgstr ""',
      '"Language: de\\n"',
      '',
      '#: a.tsx',
      'msgid "Close"',
      'msgstr "Schließen"',
      '',
      'msgid "Long"',
      'msgstr ""',
      '"Lang"',
      '"er Text"',
      '',
      'msgid "Missing"',
      'msgstr ""',
    ].join('\n');
    expect(parsePo(po)).toEqual([
      { id: 'Close', str: 'Schließen' },
      { id: 'Long', str: 'Langer Text' },
      { id: 'Missing', str: '' },
    ]);
  });
});
