import { safeWidgetAssets } from '@lobby/domain';
import type { HeaderWidget } from '@lobby/ui';
import type { Api } from '../../api/index.ts';

/** The widgets the lobby knows, and the call that answers each one's HTML (§7). */
const HTML_CALLS = {
  escapepod: 'getEscapePodWidget',
  crewpon: 'getCrewponWidget',
  fortuneteller: 'getFortuneTellerWidget',
  wpc2: 'getWpc2WidgetHtml',
  synth: 'getSynthWidgetHtml',
} as const satisfies Record<string, keyof Api>;

type KnownWidget = keyof typeof HTML_CALLS;

/** The widgets that bring their own scripts and styles, and the call that lists them (§7). */
const ASSET_CALLS = {
  wpc2: 'getWpc2Widget',
  synth: 'getSynthWidget',
} as const satisfies Partial<Record<KnownWidget, keyof Api>>;

function hasAssets(name: KnownWidget): name is keyof typeof ASSET_CALLS {
  return Object.hasOwn(ASSET_CALLS, name);
}

/** A header has room for a handful; a runaway list from the server is cut here. */
export const MAX_HEADER_WIDGETS = 5;

/**
 * The widget names the lobby can show, in the server's order: known names only (the casino may list widgets
 * of other products), each once, at most `MAX_HEADER_WIDGETS`.
 *
 * @example
 * knownWidgets(['CrewPon', 'chat', 'crewpon', 'escapepod']); // ['crewpon', 'escapepod']
 */
export function knownWidgets(names: readonly string[]): KnownWidget[] {
  const picked: KnownWidget[] = [];
  for (const raw of names) {
    const name = raw.trim().toLowerCase();
    if (!Object.hasOwn(HTML_CALLS, name)) continue;
    const known = name as KnownWidget;
    if (!picked.includes(known)) picked.push(known);
    if (picked.length === MAX_HEADER_WIDGETS) break;
  }
  return picked;
}

/**
 * Loads the header widgets: the names from ?widgets, then each known widget's HTML and, for the Wpc2 and
 * synth widgets, their script and style assets (both calls at once). Those two run in a sandboxed frame of
 * their own (see HeaderWidgets), never in the lobby's page; the others are shown through the sanitiser.
 * Widgets are extra information, so a failed or empty answer leaves that widget (or all of them) out
 * without a message: a scripted widget without its assets would be lifeless, so it is left out too.
 * `base` resolves relative asset addresses (the lobby's page).
 */
export async function loadHeaderWidgets(
  api: Api,
  base: string,
  signal?: AbortSignal,
): Promise<HeaderWidget[]> {
  const names = await api.getWidgets({ signal });
  if (!names.ok) return [];
  const loaded = await Promise.all(
    knownWidgets(names.value).map(async (name): Promise<HeaderWidget | null> => {
      const [html, assets] = await Promise.all([
        api[HTML_CALLS[name]]({ signal }),
        hasAssets(name) ? api[ASSET_CALLS[name]]({ signal }) : null,
      ]);
      if (!html.ok || html.value.trim() === '') return null;
      if (assets === null) return { name, html: html.value };
      return assets.ok ? { name, html: html.value, assets: safeWidgetAssets(assets.value, base) } : null;
    }),
  );
  return loaded.filter((widget): widget is HeaderWidget => widget !== null);
}
