import type { SafeWidgetAssets } from '@lobby/domain';
import {
  contentDocumentStart,
  FOLLOW_SCHEME_SCRIPT,
  inert,
} from '../../components/sandboxed-frame/frame-protocol.ts';

/**
 * The document a scripted header widget (the Wpc2 and synth widgets, §7) runs in, inside a sandboxed frame:
 * its stylesheets, its data, its HTML and its scripts, in that order. Scripts and stylesheets load only from
 * https addresses; nothing may be sent anywhere by a network read or a form.
 */

/** The global a widget's scripts read their data from: `window.lobbyWidget.data`. */
export const WIDGET_DATA_GLOBAL = 'lobbyWidget';

/** An attribute value: quotes and markup characters escaped. */
function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** JSON that can sit inside a script element: nothing in it can close the element or end a line early. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The whole document of one widget, laid out for the header's chip: one line of text, no margins, a
 * transparent background, in the lobby's colour scheme (`colorScheme` to start with, then whatever the
 * lobby's messages say: see SandboxedFrame's followColorScheme).
 *
 * @example
 * widgetDocument({ name: 'wpc2', html: '<b id="prize"></b>', assets: { styles: [], scripts: ['https://cdn.example/w.js'], data: {} } }, 'dark');
 */
export function widgetDocument(
  widget: { readonly name: string; readonly html: string; readonly assets: SafeWidgetAssets },
  colorScheme: 'light' | 'dark',
): string {
  const { name, html, assets } = widget;
  const styles = assets.styles.map((href) => `<link rel="stylesheet" href="${attribute(href)}">`).join('');
  const scripts = assets.scripts.map((src) => `<script src="${attribute(src)}"></script>`).join('');
  const data = inert(scriptJson({ name, data: assets.data }), 'script');
  return `${contentDocumentStart({ style: 'https:', script: 'https:' }, colorScheme)}<style>html{color-scheme:${colorScheme};color:CanvasText}html,body{margin:0;padding:0;background:transparent;height:100%}body{font:600 12px/100vh system-ui,sans-serif;white-space:nowrap;overflow:hidden}body>*{overflow:hidden;text-overflow:ellipsis}img{height:20px;width:auto;vertical-align:middle}</style>${styles}<script>${FOLLOW_SCHEME_SCRIPT}window.${WIDGET_DATA_GLOBAL}=Object.freeze(${data});</script></head><body>${html}${scripts}</body></html>`;
}
