import { fileURLToPath } from 'node:url';
import { build, defineConfig, type Plugin } from 'vite';
import { sharedPlugins } from '../../vite.shared.ts';

/** Mock Service Worker's jar for cookies set by mocked answers: the demo casino sets none (see the file). */
const NO_COOKIE_JAR = fileURLToPath(new URL('./src/mocks/no-cookie-jar.ts', import.meta.url));

/** The demo casino's service worker, built from src/mocks/worker/service-worker.ts. */
const WORKER_SCRIPT = 'demo-casino-worker.js';

/**
 * Builds the demo casino's service worker as one classic script: the casino, its handlers and the parts of
 * Mock Service Worker that answer a request, all running in the worker (see src/mocks/worker/). The page
 * then carries none of it. Served by the dev server too.
 */
function demoCasinoWorker(): Plugin {
  const entry = fileURLToPath(new URL('./src/mocks/worker/service-worker.ts', import.meta.url));
  let code: Promise<string> | null = null;
  const bundle = () => {
    code ??= build({
      configFile: false,
      logLevel: 'silent',
      resolve: { alias: { 'tough-cookie': NO_COOKIE_JAR } },
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        write: false,
        target: 'es2022',
        minify: true,
        lib: { entry, formats: ['iife'], name: 'demoCasinoWorker', fileName: () => WORKER_SCRIPT },
      },
    }).then((result) => {
      const output = (Array.isArray(result) ? result[0] : result) as { output: { code?: string }[] };
      const chunk = output.output.find((item) => typeof item.code === 'string');
      if (!chunk?.code) throw new Error(`${WORKER_SCRIPT}: the build produced no script`);
      return chunk.code;
    });
    return code;
  };
  return {
    name: 'lobby:demo-casino-worker',
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: WORKER_SCRIPT, source: await bundle() });
    },
    configureServer(server) {
      // the worker is built once per dev server: restart it after changing the casino
      server.middlewares.use((request, response, next) => {
        if (!request.url?.split('?')[0]?.endsWith(`/${WORKER_SCRIPT}`)) {
          next();
          return;
        }
        bundle().then((source) => {
          response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
          response.setHeader('Cache-Control', 'no-cache');
          response.end(source);
        }, next);
      });
    },
  };
}

/**
 * Lists the demo casino's code (the chunk of `src/mocks/browser.ts` and the chunks it imports) in index.html
 * as JSON, which `public/early-start.js` preloads as soon as env.json says the demo casino is on. Nothing is
 * fetched for a real casino; a JSON script never runs, so the Content-Security-Policy is untouched.
 */
function demoCasinoFiles(): Plugin {
  const entry = fileURLToPath(new URL('./src/mocks/browser.ts', import.meta.url));
  return {
    name: 'lobby:demo-casino-files',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const chunks = new Map<string, { imports: string[] }>();
        let start: string | null = null;
        const entries: string[] = [];
        for (const item of Object.values(bundle)) {
          if (item.type !== 'chunk') continue;
          chunks.set(item.fileName, { imports: item.imports });
          if (item.isEntry) entries.push(item.fileName);
          if (item.facadeModuleId === entry) start = item.fileName;
        }
        if (!start)
          throw new Error('lobby:demo-casino-files: the build has no chunk for src/mocks/browser.ts');
        const graph = (from: readonly string[]) => {
          const files: string[] = [];
          const visit = (file: string) => {
            if (files.includes(file)) return;
            files.push(file);
            for (const next of chunks.get(file)?.imports ?? []) visit(next);
          };
          for (const file of from) visit(file);
          return files;
        };
        // the page's own entry and what it imports load anyway
        const page = new Set(graph(entries));
        const files = graph([start]).filter((file) => !page.has(file));
        // '<' escaped: the list can never close its script element
        const json = JSON.stringify(files).replace(/</g, '\\u003c');
        return html.replace(
          '<script src="./early-start.js"></script>',
          `<script type="application/json" id="demo-casino-files">${json}</script>\n    <script src="./early-start.js"></script>`,
        );
      },
    },
  };
}

export default defineConfig({
  // relative URLs + <base href> in index.html: one build serves any base_location
  base: './',
  plugins: [...sharedPlugins(), demoCasinoWorker(), demoCasinoFiles()],
  resolve: {
    // Mock Service Worker's jar for cookies set by mocked answers: the demo casino sets none (see the file)
    alias: { 'tough-cookie': NO_COOKIE_JAR },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    assetsInlineLimit: 0,
    reportCompressedSize: false,
    manifest: true,
  },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  server: { host: '127.0.0.1', port: 5173 },
});
