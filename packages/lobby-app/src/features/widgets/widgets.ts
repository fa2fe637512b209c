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
 * Loads the header widgets: the names from ?widgets, then each known widget's HTML. Widgets are extra
 * information, so a failed or empty answer leaves that widget (or all of them) out without a message.
 * Script and style assets (the Wpc2 and synth ?widget calls) are not loaded into the lobby's page: the
 * HTML is shown through the sanitiser, like every other piece of server HTML.
 */
export async function loadHeaderWidgets(api: Api, signal?: AbortSignal): Promise<HeaderWidget[]> {
  const names = await api.getWidgets({ signal });
  if (!names.ok) return [];
  const loaded = await Promise.all(
    knownWidgets(names.value).map(async (name): Promise<HeaderWidget | null> => {
      const html = await api[HTML_CALLS[name]]({ signal });
      return html.ok && html.value.trim() !== '' ? { name, html: html.value } : null;
    }),
  );
  return loaded.filter((widget): widget is HeaderWidget => widget !== null);
}
