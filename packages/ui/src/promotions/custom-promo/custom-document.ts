import { contentDocumentStart, inert } from '../../components/sandboxed-frame/frame-protocol.ts';

/**
 * The document a custom promo block (server HTML, CSS and JS) runs in. It is loaded into an iframe sandboxed
 * with `allow-scripts` only: no same origin, so the block's script has an opaque origin of its own and can
 * reach none of the lobby's DOM, storage, cookies or navigation. The only thing it may do is post messages,
 * and the lobby listens to two, both sent by the small scripts added here: the content's height, and a link
 * the player clicked (a call to action), which the lobby follows under the rules of every server link.
 */

/** The message the frame sends when its content changes height. */
export const CUSTOM_PROMO_SIZE_MESSAGE = 'lobby:custom-promo-size';

/** The message the frame sends when the player clicks a link in it: the lobby may follow it. */
export const CUSTOM_PROMO_OPEN_MESSAGE = 'lobby:custom-promo-open';

/** The longest link the lobby takes from a frame. */
const MAX_LINK_LENGTH = 2048;

export interface CustomPromoBlockData {
  readonly html: string;
  readonly css: string;
  readonly js: string;
}

/** Heights the lobby accepts from a frame, whatever it claims. */
export const CUSTOM_PROMO_MIN_HEIGHT = 80;
export const CUSTOM_PROMO_MAX_HEIGHT = 1600;

/**
 * A size message from a frame's content, read defensively: an object of the right type with a finite
 * height, clamped to the limits above. Anything else is null.
 */
export function readSizeMessage(data: unknown): number | null {
  if (data === null || typeof data !== 'object') return null;
  const record = data as Record<string, unknown>;
  if (record.type !== CUSTOM_PROMO_SIZE_MESSAGE) return null;
  const height = record.height;
  if (typeof height !== 'number' || !Number.isFinite(height)) return null;
  return Math.round(Math.min(CUSTOM_PROMO_MAX_HEIGHT, Math.max(CUSTOM_PROMO_MIN_HEIGHT, height)));
}

/**
 * A link the player clicked in a frame, read defensively: an object of the right type with a non-empty
 * `href` of sensible length. Where it may lead is judged by the lobby's link rules, not here.
 */
export function readOpenMessage(data: unknown): string | null {
  if (data === null || typeof data !== 'object') return null;
  const record = data as Record<string, unknown>;
  if (record.type !== CUSTOM_PROMO_OPEN_MESSAGE) return null;
  const href = record.href;
  return typeof href === 'string' && href.trim() !== '' && href.length <= MAX_LINK_LENGTH ? href : null;
}

// Hands the lobby a link the player clicks, unless the block's own script dealt with the click: a frame
// sandboxed without top navigation could otherwise only open it inside itself.
const LINK_SCRIPT = `document.addEventListener('click',function(e){if(e.defaultPrevented||e.button!==0)return;var a=e.target&&e.target.closest?e.target.closest('a[href]'):null;if(!a)return;e.preventDefault();parent.postMessage({type:'${CUSTOM_PROMO_OPEN_MESSAGE}',href:a.getAttribute('href')},'*');});`;

// Tells the lobby the content's height whenever it changes.
const SIZE_SCRIPT = `(function(){var last=-1;function send(){if(!document.body)return;var h=Math.ceil(document.documentElement.getBoundingClientRect().height);if(h!==last){last=h;parent.postMessage({type:'${CUSTOM_PROMO_SIZE_MESSAGE}',height:h},'*');}}if(typeof ResizeObserver==='function'){new ResizeObserver(send).observe(document.documentElement);}document.addEventListener('DOMContentLoaded',send);addEventListener('load',send);send();})();`;

/**
 * The whole document of one block. The size and link scripts sit in the head, so broken markup in the block
 * cannot swallow them.
 *
 * @example
 * customPromoDocument({ html: '<h2>Summer</h2>', css: 'h2{color:red}', js: '' }, 'dark');
 */
export function customPromoDocument(block: CustomPromoBlockData, colorScheme: 'light' | 'dark'): string {
  return `${contentDocumentStart({ style: '*', script: '', media: '* data: blob:' }, colorScheme)}<style>html,body{margin:0;padding:0;background:transparent}body{font-family:system-ui,sans-serif;overflow:hidden}img,video{max-width:100%}</style><style>${inert(block.css, 'style')}</style><script>${SIZE_SCRIPT}${LINK_SCRIPT}</script></head><body>${block.html}<script>${inert(block.js, 'script')}</script></body></html>`;
}
