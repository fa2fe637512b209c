/**
 * The pages the demo casino offers for the lobby's frames (games, live tables, the tournament lobby), as
 * data: URLs, since frames' navigations never reach a service worker.
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

/** A page for an iframe, as a data: URL. */
export function framePage(title: string, body: string): string {
  // the trailing comment swallows the token, Language and returnurl the lobby appends
  const html = `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title><body style="margin:0;display:grid;place-items:center;min-height:100vh;font-family:system-ui;background:#111827;color:#f9fafb;text-align:center"><main><h1>${title}</h1>${body}<p id="q" style="opacity:.7;font-size:.8rem"></p></main><script>document.getElementById('q').textContent=decodeURIComponent(location.href.split('<!--').pop()||'').replace(/&?returnurl=[^&]*/,'')</script></body></html><!--`;
  return `data:text/html;charset=utf-8,${encodeURIComponent(html).replace(/%3C!--$/i, '<!--')}`;
}
