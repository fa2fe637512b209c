// The Content-Security-Policy of the production build, shared by scripts/serve.mjs and documented in
// docs/security-headers.md. Two policies:
//
// - the lobby's pages: scripts only from the lobby's own files (no inline script, no eval), no plugins,
//   no <base> from content, frames and calls only where the deployment's env.json points;
// - promo-frame.html, the document custom promo blocks and scripted header widgets run in: their HTML, CSS
//   and JS (inline, or a widget's https files) may run, but
//   the document is forced into an opaque origin (`sandbox allow-scripts`), may send nothing anywhere and
//   may be framed only by the lobby.

/** The demo casino's stand-in game, live-dealer and processor pages are data:/srcdoc documents, which inherit
 * the page's policy. Their few fixed scripts and button handlers are allowed by hash, in demo builds only. */
export const DEMO_SCRIPT_HASHES = [
  // the game page's query line (casino.ts framePage)
  "'sha256-qlNxrtHgd8OGRxk8FSmNbBaevvGvXsxmxABbTXrSi4A='",
  // its Cashier and Exit game buttons (casino.ts GAME_BUTTONS)
  "'sha256-GBmbBDNEwU6E9iDmzPEKXs4s0Mq+mi2B1Kr0GANUksk='",
  "'sha256-/qU6K/rMlmBuMDAVaEzi/jxPF+vIh+Y6bVhdSaQugKY='",
  // a game that tries to take the lobby away (demo_hostile=frames; casino/frames.ts LEAVING_SCRIPT)
  "'sha256-+zdGPTRS5sNpyb+X+eNNeNs8UzdUeLp3xAs2lYkgXV4='",
  // the quick-deposit processor page (handlers.ts processorPage)
  "'sha256-JE10lBAiUtYh8+n/nhglW88RdR7oLWsokgRbaboQCBc='",
];

/**
 * Trusted Types: text never becomes markup or script in the lobby's page except through the lobby's own
 * policy (`@lobby/ui` lib/trusted-types.ts) and DOMPurify's, which it creates for its parsing.
 */
export const TRUSTED_TYPES_POLICIES = ['lobby', 'dompurify'];

/**
 * Where provider frames may come from: the https origins env.json lists in `providerFrames`, or any https
 * address when it lists none (games reach the lobby only through the launcher's answer).
 */
export function frameOrigins(env) {
  const listed = Array.isArray(env?.providerFrames)
    ? env.providerFrames.filter(
        (origin) => typeof origin === 'string' && /^https:\/\/[^/\s;,']+$/.test(origin.replace(/\/$/, '')),
      )
    : [];
  return listed.length > 0 ? listed.map((origin) => origin.replace(/\/$/, '')) : ['https:'];
}

/** The origins of the URLs a deployment's env.json names, other than the lobby's own. */
export function envOrigins(env, lobbyUrl) {
  const own = new URL(lobbyUrl).origin;
  const urls = [env?.endpoint, env?.assetsHost, env?.translationsBase, env?.exitPage];
  if (env?.controllers && typeof env.controllers === 'object') urls.push(...Object.values(env.controllers));
  const origins = new Set();
  for (const url of urls) {
    if (typeof url !== 'string' || url === '') continue;
    try {
      const origin = new URL(url, lobbyUrl).origin;
      if (origin !== own && origin !== 'null') origins.add(origin);
    } catch {
      // not a URL: the lobby refuses it too
    }
  }
  return [...origins];
}

/**
 * The lobby's policy.
 *
 * @param {{ origins?: string[], gameFrames?: string[], demo?: boolean }} options
 *   origins: API, assets and translations hosts (from env.json); gameFrames: where games and the cashier's
 *   frames come from (default `https:`); demo: allow the demo casino's data: pages and their hashed scripts.
 */
export function lobbyPolicy({ origins = [], gameFrames = ['https:'], demo = false } = {}) {
  const extra = origins.join(' ');
  const directives = {
    'default-src': "'self'",
    ...scriptDirectives(demo),
    // React, Radix and server HTML set style attributes; styles cannot run script in current browsers
    'style-src': "'self' 'unsafe-inline'",
    'img-src': `'self' data: blob: ${extra}`,
    'media-src': `'self' blob: ${extra}`,
    'font-src': "'self' data:",
    'connect-src': `'self' ${extra}`,
    'frame-src': ["'self'", ...gameFrames, ...(demo ? ['data:'] : []), extra].join(' '),
    'manifest-src': "'self'",
    'form-action': `'self' ${extra}`,
    'frame-ancestors': "'self'",
  };
  return format(directives);
}

/** Where scripts may come from and how text may become script: the same for every lobby page. */
function scriptDirectives(demo) {
  return {
    'script-src': ["'self'", ...(demo ? ["'unsafe-hashes'", ...DEMO_SCRIPT_HASHES] : [])].join(' '),
    'object-src': "'none'",
    'base-uri': "'self'",
    'worker-src': "'self'",
    'require-trusted-types-for': "'script'",
    'trusted-types': TRUSTED_TYPES_POLICIES.join(' '),
  };
}

/**
 * The part of the lobby's policy that index.html carries itself, in a `<meta http-equiv>`, for a host that
 * sends no headers: what scripts may run and how. The directives that depend on the deployment's env.json
 * (calls, images, frames, forms) are left to the server's header, since the build cannot know them; so is
 * `frame-ancestors`, which a meta tag cannot carry.
 */
export function metaPolicy({ demo = false } = {}) {
  return format(scriptDirectives(demo));
}

/**
 * The policy of promo-frame.html: the content's own inline code runs, sealed off from everything else. A
 * scripted header widget may also load its scripts from https addresses; a custom promo block's document
 * narrows that again with a policy of its own (inline code only).
 */
export function promoFramePolicy() {
  return format({
    'default-src': "'none'",
    'script-src': "'unsafe-inline' https:",
    'style-src': "'unsafe-inline' *",
    'img-src': '* data: blob:',
    'media-src': '* data: blob:',
    'font-src': '* data:',
    'connect-src': "'none'",
    'form-action': "'none'",
    'base-uri': "'none'",
    'frame-ancestors': "'self'",
    sandbox: 'allow-scripts',
  });
}

function format(directives) {
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`.replace(/\s+/g, ' ').trim())
    .join('; ');
}
