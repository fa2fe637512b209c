// Small helpers shared by the set-up, demo and test scripts. Plain Node: these run before anything is installed.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

/** Resolves with a child process's exit code once it has closed (1 when a signal ended it). */
function exitCode(child) {
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
  });
}

/** Runs a command with inherited output; resolves with its exit code (never throws for a non-zero exit). */
export function run(command, args, options = {}) {
  return exitCode(spawn(command, args, { cwd: root, stdio: 'inherit', ...options }));
}

/**
 * Runs a command with its output (stdout and stderr, in the order they came) kept rather than shown: for
 * commands that run side by side, whose output would otherwise be interleaved. Resolves with the exit code
 * and that output (never throws for a non-zero exit).
 */
export async function runKept(command, args, options = {}) {
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], ...options });
  const chunks = [];
  child.stdout.on('data', (chunk) => chunks.push(chunk));
  child.stderr.on('data', (chunk) => chunks.push(chunk));
  const code = await exitCode(child);
  return { code, output: Buffer.concat(chunks).toString('utf8') };
}

/** Runs a command and fails loudly when it fails. */
export async function must(command, args, options = {}) {
  const code = await run(command, args, options);
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${code}`);
}

export function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}
