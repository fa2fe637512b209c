import { describe, expect, it } from 'vitest';
import { isCheckedSource, MAX_LINES, oversizeFiles } from './file-size.mjs';

describe('the room size check', () => {
  it('holds source to the limit and leaves tests, stories and end-to-end suites out', () => {
    expect(isCheckedSource('packages/lobby-app/src/api/client.ts')).toBe(true);
    expect(isCheckedSource('packages/ui/src/chrome/Header.tsx')).toBe(true);
    expect(isCheckedSource('.ci/budgets.mjs')).toBe(true);
    expect(isCheckedSource('packages/lobby-app/src/api/client.test.ts')).toBe(false);
    expect(isCheckedSource('packages/ui/src/chrome/Header.stories.tsx')).toBe(false);
    expect(isCheckedSource('packages/lobby-app/e2e/boot.spec.ts')).toBe(false);
    expect(isCheckedSource('packages/domain/src/testing/catalogue-generator.ts')).toBe(false);
    expect(isCheckedSource('packages/ui/src/i18n/po.d.ts')).toBe(false);
    expect(isCheckedSource('locales/en/messages.po')).toBe(false);
  });

  it('names each file over the limit with its line count', () => {
    const text = (lines: number) => 'x\n'.repeat(lines);
    const sizes: Record<string, number> = { 'a.ts': MAX_LINES, 'b.tsx': MAX_LINES + 1, 'c.test.ts': 900 };
    expect(oversizeFiles(Object.keys(sizes), (file: string) => text(sizes[file] ?? 0))).toEqual([
      { file: 'b.tsx', lines: MAX_LINES + 1 },
    ]);
  });
});
