/**
 * How the lobby hands server content that carries its own code (custom promo blocks, scripted header
 * widgets) to a frame of its own. The frame loads a small document of the host's, sandboxed with
 * `allow-scripts` only: no same origin, so whatever runs there has an opaque origin and can reach none of
 * the lobby's DOM, storage, cookies or navigation. The document says it is ready, the lobby answers with one
 * message carrying the whole content document, and the frame writes it in.
 */

/**
 * The frame document the content is written into (relative to the page's base URL). The host serves it with
 * a policy of its own, because a srcdoc frame would inherit the lobby's, whose script rules the content's
 * code cannot meet. The app ships it as `public/promo-frame.html`.
 */
export const SANDBOX_FRAME_URL = 'promo-frame.html';

/** The frame document's message when it is ready, and the lobby's answer carrying the content. */
export const SANDBOX_FRAME_READY_MESSAGE = 'lobby:custom-promo-ready';
export const SANDBOX_FRAME_DOCUMENT_MESSAGE = 'lobby:custom-promo-document';

/**
 * The lobby's message when its colour scheme changes, for content that follows it (a frame whose colour
 * scheme differs from its frame element's gets an opaque background, so the two must agree).
 */
export const SANDBOX_FRAME_SCHEME_MESSAGE = 'lobby:color-scheme';

/** A script for the content's head that takes the lobby's colour scheme from that message. */
export const FOLLOW_SCHEME_SCRIPT = `addEventListener('message',function(e){var d=e.data;if(e.source!==parent||!d||d.type!=='${SANDBOX_FRAME_SCHEME_MESSAGE}')return;if(d.scheme==='light'||d.scheme==='dark')document.documentElement.style.colorScheme=d.scheme;});`;

/** The colour scheme an element is drawn in: dark or light. */
export function colorSchemeOf(element: Element): 'light' | 'dark' {
  return getComputedStyle(element).colorScheme.includes('dark') ? 'dark' : 'light';
}

/** Whether a message is the frame document's ready message. */
export function isReadyMessage(data: unknown): boolean {
  return (
    data !== null &&
    typeof data === 'object' &&
    (data as Record<string, unknown>).type === SANDBOX_FRAME_READY_MESSAGE
  );
}

/** Text that must not close the element it sits in: `</style` and `</script` are broken up. */
export function inert(text: string, element: 'style' | 'script'): string {
  return text.replace(new RegExp(`</(${element})`, 'gi'), '<\\/$1');
}

/** Where a content document may load its styles, scripts and media from (beyond its own inline ones). */
export interface ContentSources {
  readonly style: string;
  readonly script: string;
  readonly media?: string;
}

/**
 * The start of a content document, up to its own styles: its character set, a policy of its own (images and
 * fonts from anywhere; styles, scripts and media from `sources`; nothing sent anywhere by a network read or a
 * form; no base element), a device-width viewport and the colour scheme it starts in.
 *
 * @example
 * contentDocumentStart({ style: '*', script: '' }, 'dark'); // '<!doctype html><html><head>…'
 */
export function contentDocumentStart(sources: ContentSources, colorScheme: 'light' | 'dark'): string {
  const policy = [
    "default-src 'none'",
    'img-src * data: blob:',
    ...(sources.media ? [`media-src ${sources.media}`] : []),
    `style-src 'unsafe-inline' ${sources.style}`,
    'font-src * data:',
    `script-src 'unsafe-inline'${sources.script ? ` ${sources.script}` : ''}`,
    "connect-src 'none'",
    "form-action 'none'",
    "base-uri 'none'",
  ].join('; ');
  return `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${policy}"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="${colorScheme}">`;
}
