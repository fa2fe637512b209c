import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, defineConfig, type Plugin } from 'vite';
import { sharedPlugins } from '../../vite.shared.ts';
import { renderBootShellCss } from '../ui/src/tokens/render-css.ts';
import { ENV_SCHEMA_FILE, envJsonSchemaText } from './scripts/env-schema.ts';
import { writeDeployFiles } from './scripts/headers.mjs';
import { pagesWithPatterns } from './src/navigation/routes.ts';

/**
 * Two builds come from this file:
 * - `vite build`: the operator's build, in dist/: no demo casino, no demo worker, no demo panel, and env.json
 *   a template (public/env.json) that the lobby refuses to start on until the operator fills it in;
 * - `vite build --mode demo`: the demo build, in dist-demo/: the same lobby with the demo casino, its worker
 *   and panel, and the demo's env.json (demo-casino/env.json). The dev server runs the demo too.
 * The app reads `import.meta.env.LOBBY_DEMO` to know: false only in the operator's build, where every branch
 * that loads the demo casino is dead code and leaves the bundle.
 */
const DEMO_MODE = 'demo';

/** Mock Service Worker's jar for cookies set by mocked answers: the demo casino sets none (see the file). */
const NO_COOKIE_JAR = fileURLToPath(new URL('./demo-casino/no-cookie-jar.ts', import.meta.url));

/** The demo casino's service worker, built from demo-casino/worker/service-worker.ts. */
const WORKER_SCRIPT = 'demo-casino-worker.js';

/** The demo's env.json, which takes the template's place in the demo build and on the dev server. */
const DEMO_ENV = fileURLToPath(new URL('./demo-casino/env.json', import.meta.url));

/**
 * The demo casino's files for the demo build and the dev server: its env.json, and its service worker built
 * as one classic script: the casino, its handlers and the parts of Mock Service Worker that answer a request,
 * all running in the worker (see demo-casino/worker/). The page then carries none of it.
 */
function demoCasinoFiles(): Plugin {
  const entry = fileURLToPath(new URL('./demo-casino/worker/service-worker.ts', import.meta.url));
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
    name: 'lobby:demo-casino-files',
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: WORKER_SCRIPT, source: await bundle() });
    },
    // after the public folder is copied: the demo's env.json replaces the template
    writeBundle(options) {
      writeFileSync(join(options.dir ?? 'dist-demo', 'env.json'), readFileSync(DEMO_ENV));
    },
    configureServer(server) {
      // the worker is built once per dev server: restart it after changing the casino
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0] ?? '';
        if (path.endsWith('/env.json')) {
          response.setHeader('Content-Type', 'application/json; charset=utf-8');
          response.setHeader('Cache-Control', 'no-cache');
          response.end(readFileSync(DEMO_ENV));
          return;
        }
        if (!path.endsWith(`/${WORKER_SCRIPT}`)) {
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
 * Lists code for `public/early-start.js` to preload, as JSON in index.html (a JSON script never runs, so the
 * Content-Security-Policy is untouched), each list without what the page's entry loads anyway:
 * - `demo-casino-files`: the demo casino's page code (demo-casino/browser.ts and what it imports), preloaded
 *   only once env.json says the demo casino is on; nothing is fetched for a real casino;
 * - `route-files`: the start-up code (src/app/boot.ts), the routes (src/routes/AppRoutes.tsx) and each route
 *   page's code with the patterns of the paths that show it (the route table, src/navigation/routes.ts), so
 *   the page the address asks for downloads with the lobby's own code instead of once that code has run.
 */
function preloadLists(demo: boolean): Plugin {
  const source = (path: string) => fileURLToPath(new URL(`./${path}`, import.meta.url));
  return {
    name: 'lobby:preload-lists',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const chunks = new Map<string, { imports: string[] }>();
        const byModule = new Map<string, string>();
        const entries: string[] = [];
        for (const item of Object.values(bundle)) {
          if (item.type !== 'chunk') continue;
          chunks.set(item.fileName, { imports: item.imports });
          if (item.isEntry) entries.push(item.fileName);
          if (item.facadeModuleId) byModule.set(item.facadeModuleId, item.fileName);
          // a shared chunk has no facade: find the modules it holds
          for (const id of item.moduleIds ?? []) if (!byModule.has(id)) byModule.set(id, item.fileName);
        }
        const chunkOf = (path: string) => {
          const file = byModule.get(source(path));
          if (!file) throw new Error(`lobby:preload-lists: the build has no chunk for ${path}`);
          return file;
        };
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
        const initial = new Set(graph(entries));
        const beyond = (path: string) => graph([chunkOf(path)]).filter((file) => !initial.has(file));
        // the start-up code and the routes, which every address needs once the catalogue is in
        const start = [...new Set([...beyond('src/app/boot.ts'), ...beyond('src/routes/AppRoutes.tsx')])];
        // the start-up code is what loads the demo casino, so the casino's list leaves out what it shares with it
        const demoFiles = demo
          ? beyond('demo-casino/browser.ts').filter((file) => !start.includes(file))
          : null;
        const routes = {
          always: start,
          pages: pagesWithPatterns().map(({ file, patterns }) => ({
            paths: patterns,
            files: beyond(file).filter((item) => !start.includes(item)),
          })),
        };
        // '<' escaped: a list can never close its script element
        const script = (id: string, value: unknown) =>
          `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
        // the operator's build has no demo casino, so no list of its files
        const lists = [
          ...(demoFiles ? [script('demo-casino-files', demoFiles)] : []),
          script('route-files', routes),
        ];
        return html.replace(
          '<script src="./early-start.js"></script>',
          `${lists.join('\n    ')}\n    <script src="./early-start.js"></script>`,
        );
      },
    },
  };
}

/**
 * The first paint comes from the page alone. The loading indicator's few rules (from the UI kit's tokens) go
 * inline into the head, and in the build the stylesheet moves from the head to the end of the body. A
 * stylesheet there holds back only what follows it, so the browser paints the indicator as soon as the page
 * is parsed, instead of after the stylesheet has arrived. The lobby's scripts still wait for the stylesheet
 * (a script never runs while a stylesheet before it is loading), so nothing the lobby draws appears unstyled.
 */
function paintBeforeStyles(): Plugin {
  return {
    name: 'lobby:paint-before-styles',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const withRules = html.replace('</head>', `  <style>${renderBootShellCss()}</style>\n  </head>`);
        if (!context.bundle) return withRules;
        const sheets = withRules.match(/^\s*<link rel="stylesheet"[^>]*>\n/gm) ?? [];
        if (sheets.length === 0) throw new Error('lobby:paint-before-styles: the page links no stylesheet');
        const moved = sheets.reduce((page, sheet) => page.replace(sheet, ''), withRules);
        return moved.replace('</body>', `  ${sheets.map((sheet) => sheet.trim()).join('\n    ')}\n  </body>`);
      },
    },
  };
}

/**
 * Writes the build's response headers for its hosts once it is complete (scripts/headers.mjs): `_headers`,
 * the nginx configuration and the meta policy of index.html, from the env.json the build carries.
 */
function deployHeaders(): Plugin {
  let outDir = '';
  return {
    name: 'lobby:deploy-headers',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/')
        ? config.build.outDir
        : `${config.root}/${config.build.outDir}`;
    },
    closeBundle() {
      writeDeployFiles(outDir);
    },
  };
}

/** The JSON Schema of env.json, beside it in both builds (see scripts/env-schema.ts). */
function envSchemaFile(): Plugin {
  return {
    name: 'lobby:env-schema',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: ENV_SCHEMA_FILE, source: envJsonSchemaText() });
    },
  };
}

export default defineConfig(({ command, mode }) => {
  const demo = command === 'serve' || mode === DEMO_MODE;
  return {
    // relative URLs + <base href> in index.html: one build serves any base_location
    base: './',
    define: { 'import.meta.env.LOBBY_DEMO': JSON.stringify(demo) },
    plugins: [
      ...sharedPlugins(),
      ...(demo ? [demoCasinoFiles()] : []),
      envSchemaFile(),
      preloadLists(demo),
      paintBeforeStyles(),
      deployHeaders(),
    ],
    resolve: {
      // Mock Service Worker's jar for cookies set by mocked answers: the demo casino sets none (see the file)
      alias: { 'tough-cookie': NO_COOKIE_JAR },
    },
    build: {
      outDir: mode === DEMO_MODE ? 'dist-demo' : 'dist',
      target: 'es2022',
      sourcemap: true,
      assetsInlineLimit: 0,
      reportCompressedSize: false,
      manifest: true,
      rolldownOptions: {
        output: {
          // Everything the entry imports statically (the bundler's `$initial` tag: the code every address runs
          // before its first paint) goes into the entry's one chunk. Left alone, the bundler gives each module
          // the entry shares with a lazily loaded page a small chunk of its own: 20-odd files that each compress
          // apart from the rest (7 KB gzip more on this app, and a request each).
          // The start-up code (src/app/boot.ts) and the route table, with what they import beyond the entry, go
          // into one chunk too: every address runs them right after the first paint, and split by the same rule
          // they were 24 small files, each a preload link to insert and a module to fetch and compile on a phone.
          // The component that shows the casino's HTML joins them: every address has some (the header widgets,
          // the sticky banner, most pages), but none of it is in the first paint. So do the icons that no first
          // screen draws (ui's icon/deferred.tsx): dialogs, drawers and later pages use them.
          codeSplitting: {
            includeDependenciesRecursively: false,
            groups: [
              { name: 'first-paint', tags: ['$initial'], priority: 2 },
              {
                name: 'start',
                test: /[\\/]src[\\/](app[\\/]boot\.ts|routes[\\/]AppRoutes\.tsx|components[\\/](safe-html[\\/]SafeHtml|icon[\\/]deferred)\.tsx)$/,
                includeDependenciesRecursively: true,
                priority: 1,
              },
              // Code of our own packages that several lazily loaded chunks share is grouped by the set of chunks
              // that use it, as the bundler would, but a group under 4 KB (before compression) joins the
              // nearest group instead of becoming a file of its own. Left alone, the bundler made 40-odd shared
              // files under 1.5 KB gzip, each a request and a preload link: a guest's home visit fetched 48
              // files, now 39, for the same bytes, and no route's code grows by more than a few KB.
              {
                name: 'shared',
                test: /[\\/]packages[\\/](domain|ui|lobby-app)[\\/]src[\\/]/,
                minShareCount: 2,
                entriesAware: true,
                entriesAwareMergeThreshold: 4000,
                priority: 0,
              },
            ],
          },
        },
      },
    },
    preview: { host: '127.0.0.1', port: 4173, strictPort: true },
    server: { host: '127.0.0.1', port: 5173 },
  };
});
