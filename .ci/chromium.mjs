// Finds a Chromium to drive: CHROMIUM_PATH first, then the usual system locations. No browser downloads.
import { existsSync } from 'node:fs';

export const chromiumCandidates = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/lib/chromium/chromium',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
  '/snap/bin/chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

export function findChromium(exists = existsSync, env = process.env) {
  const fromEnv = env.CHROMIUM_PATH;
  if (fromEnv && exists(fromEnv)) return fromEnv;
  return chromiumCandidates.find((path) => exists(path)) ?? null;
}

/** Where Debian (package chromium-headless-shell) puts Chromium's headless shell. */
export const headlessShellCandidates = [
  '/usr/bin/chromium-headless-shell',
  '/usr/lib/chromium/chromium-headless-shell',
];

/**
 * The browser the end-to-end suites drive: Chromium's headless shell when the machine has it, the same engine
 * without the full browser's window machinery, which opens a page for a third less work (the end-to-end suite
 * on two cores: 25 to 30 % less time); otherwise the full Chromium. CHROMIUM_HEADLESS_PATH chooses it. The
 * story tests keep the full browser, since their screenshot baselines were taken with it; so does Lighthouse,
 * whose scores are calibrated on it.
 */
export function findHeadlessChromium(exists = existsSync, env = process.env) {
  const fromEnv = env.CHROMIUM_HEADLESS_PATH;
  if (fromEnv && exists(fromEnv)) return fromEnv;
  return headlessShellCandidates.find((path) => exists(path)) ?? findChromium(exists, env);
}

/** Flags that keep a headless Chromium quiet and offline-safe on a locked-down machine. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
  '--disable-lcd-text',
  '--force-color-profile=srgb',
  '--hide-scrollbars',
];
