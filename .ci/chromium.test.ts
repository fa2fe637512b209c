import { describe, expect, it } from 'vitest';
import { findChromium, findHeadlessChromium } from './chromium.mjs';

/** A file system holding only the given paths. */
const only =
  (...paths: string[]) =>
  (path: string) =>
    paths.includes(path);

describe('the browser the end-to-end suites drive', () => {
  it('is the headless shell when the machine has it', () => {
    const exists = only('/usr/bin/chromium', '/usr/bin/chromium-headless-shell');
    expect(findHeadlessChromium(exists, {})).toBe('/usr/bin/chromium-headless-shell');
  });

  it('is the one CHROMIUM_HEADLESS_PATH names, when it exists', () => {
    const exists = only('/opt/shell', '/usr/bin/chromium-headless-shell');
    expect(findHeadlessChromium(exists, { CHROMIUM_HEADLESS_PATH: '/opt/shell' })).toBe('/opt/shell');
    expect(findHeadlessChromium(exists, { CHROMIUM_HEADLESS_PATH: '/missing' })).toBe(
      '/usr/bin/chromium-headless-shell',
    );
  });

  it('is the full Chromium the other tests use when there is no shell', () => {
    expect(findHeadlessChromium(only('/usr/bin/chromium'), {})).toBe('/usr/bin/chromium');
    const chosen = { CHROMIUM_PATH: '/opt/chrome' };
    expect(findHeadlessChromium(only('/opt/chrome', '/usr/bin/chromium'), chosen)).toBe('/opt/chrome');
    expect(findHeadlessChromium(only(), {})).toBeNull();
  });

  it('leaves the full browser to the story tests and Lighthouse', () => {
    const exists = only('/usr/bin/chromium', '/usr/bin/chromium-headless-shell');
    expect(findChromium(exists, {})).toBe('/usr/bin/chromium');
  });
});
