import { contentDocumentStart, inert } from '../../components/sandboxed-frame/frame-protocol.ts';

/**
 * The document a custom promo block (server HTML, CSS and JS) runs in. It is loaded into an iframe sandboxed
 * with `allow-scripts` only: no same origin, so the block's script has an opaque origin of its own and can
 * reach none of the lobby's DOM, storage, cookies or navigation. The only thing it may do is post messages,
 * and the lobby listens to one: the size message of the small script added here.
 */

/** The message the frame sends when its content changes height. */
export const CUSTOM_PROMO_SIZE_MESSAGE = 'lobby:custom-promo-size';

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

// Tells the lobby the content's height whenever it changes (the frame's only message).
const SIZE_SCRIPT = `(function(){var last=-1;function send(){if(!document.body)return;var h=Math.ceil(document.documentElement.getBoundingClientRect().height);if(h!==last){last=h;parent.postMessage({type:'${CUSTOM_PROMO_SIZE_MESSAGE}',height:h},'*');}}if(typeof ResizeObserver==='function'){new ResizeObserver(send).observe(document.documentElement);}document.addEventListener('DOMContentLoaded',send);addEventListener('load',send);send();})();`;

/**
 * The whole srcdoc of one block. The size script sits in the head, so broken markup in the block cannot
 * swallow it.
 *
 * @example
 * customPromoDocument({ html: '<h2>Summer</h2>', css: 'h2{color:red}', js: '' }, 'dark');
 */
export function customPromoDocument(block: CustomPromoBlockData, colorScheme: 'light' | 'dark'): string {
  return `${contentDocumentStart({ style: '*', script: '', media: '* data: blob:' }, colorScheme)}<style>html,body{margin:0;padding:0;background:transparent}body{font-family:system-ui,sans-serif;overflow:hidden}img,video{max-width:100%}</style><style>${inert(block.css, 'style')}</style><script>${SIZE_SCRIPT}</script></head><body>${block.html}<script>${inert(block.js, 'script')}</script></body></html>`;
}
