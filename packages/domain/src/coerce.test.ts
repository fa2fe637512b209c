import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  describeIssues,
  toArray,
  toFlag,
  toNumberOrNull,
  toRecord,
  toText,
  toTextList,
  toTextOrNull,
} from './coerce.ts';

describe('reading PHP-style values', () => {
  it('reads flags', () => {
    for (const raw of [true, 1, '1', 'true', ' Yes ', 'ON']) expect(toFlag(raw)).toBe(true);
    for (const raw of [false, 0, 2, '0', 'no', '', null, undefined, {}, []]) expect(toFlag(raw)).toBe(false);
  });

  it('reads numbers from numbers and numeric strings', () => {
    expect(toNumberOrNull(3.5)).toBe(3.5);
    expect(toNumberOrNull(' 1,234.5 ')).toBe(1234.5);
    expect(toNumberOrNull('-2')).toBe(-2);
    for (const raw of ['', '  ', 'abc', '1e999', Number.NaN, Number.POSITIVE_INFINITY, null, true, {}])
      expect(toNumberOrNull(raw)).toBeNull();
  });

  it('reads text from strings and finite numbers only', () => {
    expect(toText('  hi ')).toBe('hi');
    expect(toText(12)).toBe('12');
    for (const raw of [Number.NaN, null, undefined, true, {}, ['a']]) expect(toText(raw)).toBe('');
    expect(toTextOrNull('  ')).toBeNull();
    expect(toTextOrNull(' x ')).toBe('x');
  });

  it('reads lists from arrays, objects with names, or comma-separated text', () => {
    expect(toTextList('a, b,,c ')).toEqual(['a', 'b', 'c']);
    expect(toTextList([1, 'x', { shortname: 's' }, { slug: 'g' }, { name: 'n' }, {}, null])).toEqual([
      '1',
      'x',
      's',
      'g',
      'n',
    ]);
    expect(
      toTextList([
        { shortname: 's', slug: 'g', name: 'n' },
        { slug: 'g', name: 'n' },
      ]),
    ).toEqual(['s', 'g']);
    expect(toTextList(null)).toEqual([]);
    expect(toTextList(5)).toEqual([]);
  });

  it('reads records and arrays, refusing the other', () => {
    expect(toRecord({ a: 1 })).toEqual({ a: 1 });
    expect(toRecord([1])).toEqual({});
    expect(toRecord(null)).toEqual({});
    expect(toRecord('x')).toEqual({});
    expect(toArray([1])).toEqual([1]);
    expect(toArray({ 0: 1 })).toEqual([]);
  });
});

describe('describing a parse failure', () => {
  it('names the path of the first issue', () => {
    const result = v.safeParse(v.object({ a: v.object({ b: v.string('b must be text') }) }), { a: { b: 1 } });
    expect(result.success || describeIssues(result.issues)).toBe('a.b: b must be text');
  });

  it('gives the message alone at the root, and a fallback for no issues', () => {
    const result = v.safeParse(v.string('not text'), 1);
    expect(result.success || describeIssues(result.issues)).toBe('not text');
    expect(describeIssues([])).toBe('invalid value');
  });
});
