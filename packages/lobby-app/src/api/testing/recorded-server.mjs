// A plain node:http server for the real-HTTP check: it serves recorded casino answers and remembers every
// request exactly as it arrived (raw URL, method, content type, body), so a test can prove the client
// speaks real HTTP — query names, form bodies, JSON posts — and not only what MSW lets through.
// JavaScript with a .d.mts beside it, because the app's tsconfig has no Node types and must not get them.
import { createServer } from 'node:http';

/**
 * @param {(request: import('./recorded-server.d.mts').SeenRequest) => import('./recorded-server.d.mts').Recording | 'hang' | 'drop' | null} answer
 * @returns {Promise<import('./recorded-server.d.mts').RecordedServer>}
 */
export async function startRecordedServer(answer) {
  /** @type {import('./recorded-server.d.mts').SeenRequest[]} */
  const seen = [];
  const hanging = new Set();
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const request = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        contentType: req.headers['content-type'] ?? null,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      seen.push(request);
      const recording = answer(request);
      if (recording === 'hang') {
        hanging.add(res);
        return;
      }
      if (recording === 'drop') {
        // cut the connection without an answer: the client sees a network failure
        req.socket.destroy();
        return;
      }
      if (recording === null) {
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('no recording');
        return;
      }
      res.writeHead(recording.status ?? 200, { 'Content-Type': recording.contentType }).end(recording.body);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve(undefined));
      }),
  };
}
