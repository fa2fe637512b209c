/**
 * Runs the demo casino as a server of its own (see server.ts):
 * `tsx packages/lobby-app/demo-casino/http/main.ts --env dist/env.json --lobby https://127.0.0.1:8443/ --port 8790`
 * `--env` is the env.json the lobby is served with (the casino encodes with its passphrase), `--lobby` the
 * lobby's public address, which its relative addresses are read against.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { parseEnv } from '../../src/api/env.ts';
import { startDemoHttpServer } from './server.ts';

const { values } = parseArgs({
  options: { env: { type: 'string' }, lobby: { type: 'string' }, port: { type: 'string', default: '0' } },
});
if (!values.env || !values.lobby) {
  console.error('Usage: main.ts --env ENV_JSON --lobby LOBBY_URL [--port PORT]');
  process.exit(2);
}
const parsed = parseEnv(JSON.parse(readFileSync(values.env, 'utf8')), values.lobby);
if (!parsed.ok) {
  console.error(`env.json: ${parsed.error.path} ${parsed.error.message}`);
  process.exit(2);
}
const casino = await startDemoHttpServer(parsed.value, Number(values.port));
const address = casino.server.address();
console.info(
  `Demo casino server ready at http://127.0.0.1:${typeof address === 'object' && address ? address.port : values.port}/`,
);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void casino.close().then(() => process.exit(0)));
