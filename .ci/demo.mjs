// `npm run demo`: set up, build the lobby with the demo casino (dist-demo/) and serve it on HOST:PORT (default
// 127.0.0.1:4173).
import { join } from 'node:path';
import { must, root } from './lib.mjs';
import { ensurePnpm, installPackages, pnpm } from './setup.mjs';

await ensurePnpm();
await installPackages();
await must(pnpm, ['--filter', '@lobby/app', 'build:demo']);
await must(process.execPath, [join(root, 'packages', 'lobby-app', 'scripts', 'serve.mjs')]);
