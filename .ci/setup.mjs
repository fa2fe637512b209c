// Set-up on a fresh machine with only Node and npm: a pinned pnpm in .tools/, the workspace's packages, and
// (for tests) a system Chromium — found where it is, or installed from Debian's packages when we are root.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findChromium } from './chromium.mjs';
import { must, root } from './lib.mjs';

const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const pnpmVersion = pkg.packageManager.replace(/^pnpm@/, '');
export const pnpm = join(
  root,
  '.tools',
  'node_modules',
  '.bin',
  process.platform === 'win32' ? 'pnpm.cmd' : 'pnpm',
);

export async function ensurePnpm() {
  const installed = join(root, '.tools', 'node_modules', 'pnpm', 'package.json');
  if (existsSync(installed) && JSON.parse(readFileSync(installed, 'utf8')).version === pnpmVersion) return;
  console.info(`Installing pnpm ${pnpmVersion} into .tools/ …`);
  await must('npm', [
    'install',
    '--prefix',
    join(root, '.tools'),
    '--no-audit',
    '--no-fund',
    `pnpm@${pnpmVersion}`,
  ]);
}

export async function installPackages() {
  const frozen = process.env.CI ? ['--frozen-lockfile'] : [];
  await must(pnpm, ['install', '--prefer-offline', ...frozen]);
}

/**
 * A Debian package the tests need, installed when its command is missing (Debian, as root; elsewhere the
 * caller says what to install): openssl makes the throwaway certificates the Lighthouse gate and the nginx
 * suite serve HTTPS with; nginx serves the operator's build in the nginx suite.
 */
async function ensureDebianPackage(command, args, pkg) {
  if (spawnSync(command, args, { stdio: 'ignore' }).status === 0) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (process.platform !== 'linux' || !existsSync('/etc/debian_version') || !isRoot) return false;
  console.info(`No ${command} found: installing Debian's ${pkg} package …`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  await must('apt-get', ['update'], { env });
  await must('apt-get', ['install', '-y', '--no-install-recommends', pkg], { env });
  return spawnSync(command, args, { stdio: 'ignore' }).status === 0;
}

/** nginx for the nginx suite: the command, or an error saying how to get it. */
export async function ensureNginx() {
  for (const path of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (existsSync(path)) return path;
  if (await ensureDebianPackage('nginx', ['-v'], 'nginx')) return 'nginx';
  if (existsSync('/usr/sbin/nginx')) return '/usr/sbin/nginx';
  throw new Error('No nginx found. Install nginx (Debian: apt-get install -y nginx), then run again.');
}

export async function ensureChromium() {
  let found = findChromium();
  if (!found) {
    const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
    if (process.platform === 'linux' && existsSync('/etc/debian_version') && isRoot) {
      console.info("No Chromium found: installing Debian's chromium package …");
      await must('apt-get', ['update'], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
      await must(
        'apt-get',
        ['install', '-y', '--no-install-recommends', 'chromium', 'fonts-liberation', 'fonts-dejavu-core'],
        {
          env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
        },
      );
      found = findChromium();
    }
  }
  if (found && !process.env.CHROMIUM_HEADLESS_PATH) {
    // the end-to-end suites run faster on the headless shell (.ci/chromium.mjs); without it they use `found`
    await ensureDebianPackage('chromium-headless-shell', ['--version'], 'chromium-headless-shell').catch(
      (error) => console.info(`(no headless shell, the full Chromium drives them: ${error.message})`),
    );
  }
  await ensureDebianPackage('openssl', ['version'], 'openssl');
  if (!found) {
    throw new Error(
      'No Chromium found. Install Chromium or Chrome, or set CHROMIUM_PATH to its executable, then run again.',
    );
  }
  process.env.CHROMIUM_PATH = found;
  return found;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await ensurePnpm();
  await installPackages();
  if (process.argv.includes('--browser')) console.info(`Chromium: ${await ensureChromium()}`);
}
