// Runs in the page's head, before the first paint and while the lobby's scripts download.
// 1. The theme: the saved choice, else the system's, so the page never flashes the wrong one.
// 2. The runtime env (env.json) is requested now rather than once the lobby's code has run; the lobby takes
//    this answer (`window.lobbyEnvRequest`) through its usual checks, and asks again itself when it is absent.
// 3. When env.json turns on the demo casino, its code is preloaded at once: the files are listed by the build
//    in <script type="application/json" id="demo-casino-files">, and nothing is loaded for a real casino.
// 4. The start-up code and the code of the page the address shows are preloaded now too, with the lobby's own
//    (listed by the build in <script type="application/json" id="route-files">), rather than once that has run.
(() => {
  const preload = (files) => {
    for (const file of Array.isArray(files) ? files : []) {
      if (typeof file !== 'string' || !/^assets\/[\w.-]+\.js$/.test(file)) continue;
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = new URL(file, document.baseURI).href;
      document.head.appendChild(link);
    }
  };
  const listed = (id) => {
    const list = document.getElementById(id);
    try {
      return list ? JSON.parse(list.textContent || 'null') : null;
    } catch {
      return null;
    }
  };

  let saved = null;
  try {
    const match = document.cookie.match(/(?:^|;\s*)theme=(light|dark)/);
    saved = match ? match[1] : null;
  } catch {
    saved = null;
  }
  const dark = window.matchMedia?.('(prefers-color-scheme: dark)').matches;
  document.documentElement.setAttribute('data-theme', saved || (dark ? 'dark' : 'light'));

  const routes = listed('route-files');
  if (routes && typeof routes === 'object') {
    // the path inside the lobby, as src/navigation/paths.ts reads it (routePath)
    const base = new URL(document.baseURI).pathname.replace(/\/$/, '');
    const pathname = window.location?.pathname ?? '/';
    const path =
      base && (pathname === base || pathname.startsWith(`${base}/`))
        ? pathname.slice(base.length) || '/'
        : pathname;
    const shows = (entry) =>
      Array.isArray(entry?.paths) &&
      entry.paths.some((source) => {
        try {
          // case-insensitive, as the lobby's router matches
          return new RegExp(source, 'i').test(path);
        } catch {
          return false;
        }
      });
    preload(routes.always);
    preload((Array.isArray(routes.pages) ? routes.pages : []).find(shows)?.files);
  }

  if (typeof fetch !== 'function') return;
  let request;
  try {
    request = fetch(new URL('env.json', document.baseURI).href, { cache: 'no-store' });
  } catch {
    return;
  }
  window.lobbyEnvRequest = request;
  request
    .then((response) => (response.ok ? response.clone().json() : null))
    .then((env) => {
      if (env?.demo !== true) return;
      preload(listed('demo-casino-files'));
    })
    // the lobby reports a failed request itself, when it reads the answer
    .catch(() => undefined);
})();
