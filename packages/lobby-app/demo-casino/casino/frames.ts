/**
 * The pages the demo casino offers for the lobby's frames (games, live tables, the tournament lobby), as
 * data: URLs, since frames' navigations never reach a service worker (the casino as a server of its own
 * serves them at addresses of its own instead).
 *
 * The inline script of framePage and the handlers of GAME_BUTTONS are allowed by their hashes in the demo
 * build's Content-Security-Policy (scripts/csp.mjs): a change to either text needs new hashes there.
 */

/**
 * What a real game offers besides playing: a cashier button (it asks the lobby for the cashier, §4) and an
 * exit button (it opens the returnurl the lobby appended, i.e. the lobby's exit page).
 */
export const GAME_BUTTONS =
  '<p style="display:flex;gap:.75rem;justify-content:center">' +
  '<button type="button" onclick="parent.postMessage({type:\'cashier\'},\'*\')" style="font:inherit;padding:.5rem 1rem">Cashier</button>' +
  '<button type="button" onclick="var q=new URLSearchParams(decodeURIComponent(location.href.split(\'<!--\').pop()||\'\'));var u=q.get(\'returnurl\');if(u&&/^https?:/.test(u))location.href=u" style="font:inherit;padding:.5rem 1rem">Exit game</button>' +
  '</p>';

/**
 * The script of a provider page that tries to take the lobby away as it loads (`?demo_hostile=frames`): it
 * sends the whole tab elsewhere and opens a window, without the player's click, and writes what it tried
 * and what the browser answered into the page.
 */
export const LEAVING_SCRIPT =
  "var t=[];try{top.location.href='https://example.invalid/taken';t.push('the tab: asked')}catch(e){t.push('the tab: refused')}try{t.push(window.open('https://example.invalid/popup')?'a window: opened':'a window: refused')}catch(e){t.push('a window: refused')}document.getElementById('tried').textContent='Tried to leave. '+t.join('; ')";

/** A provider page that tries to take the lobby away (see LEAVING_SCRIPT). */
export function leavingPage(title: string): string {
  return framePage(title, `<p id="tried">Trying to leave…</p><script>${LEAVING_SCRIPT}</script>`);
}

/** Where a frame's page is found: a data: URL, unless the casino runs as a server of its own (see http/). */
let pageAddress = (html: string): string =>
  `data:text/html;charset=utf-8,${encodeURIComponent(html).replace(/%3C!--$/i, '<!--')}`;

/** Serves the frames' pages from addresses the given function hands out, instead of as data: URLs. */
export function addressFramePagesWith(address: (html: string) => string): void {
  pageAddress = address;
}

/** A page for an iframe, at the address pageAddress gives it. */
export function framePage(title: string, body: string): string {
  // the trailing comment swallows the token, Language and returnurl the lobby appends
  const html = `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title><body style="margin:0;display:grid;place-items:center;min-height:100vh;font-family:system-ui;background:#111827;color:#f9fafb;text-align:center"><main><h1>${title}</h1>${body}<p id="q" style="opacity:.7;font-size:.8rem"></p></main><script>document.getElementById('q').textContent=decodeURIComponent(location.href.split('<!--').pop()||'').replace(/&?returnurl=[^&]*/,'')</script></body></html><!--`;
  return pageAddress(html);
}
