import { ok } from '@lobby/domain';
import { type HeaderWidget, HeaderWidgets, SafeLinkPolicy } from '@lobby/ui';
import { lobbyPathOf } from '../../navigation/paths.ts';
import { forgetQueries } from '../../platform/query/query-cache.ts';
import { useQuery } from '../../platform/query/useQuery.ts';
import { services } from '../../state/services.ts';
import { loadHeaderWidgets } from './widgets.ts';

/** Forgets the loaded widgets (stories start afresh). */
export function forgetHeaderWidgets(): void {
  forgetQueries(['header-widgets']);
}

const NO_WIDGETS: HeaderWidget[] = [];

/** The header's casino widgets for the visitor (`visitor` is the player id, or 'guest'). */
export default function HeaderWidgetsHost({ visitor, className }: { visitor: string; className?: string }) {
  const api = services.api;
  const loaded = useQuery(
    api
      ? {
          key: ['header-widgets', visitor],
          load: async () => ok(await loadHeaderWidgets(api, window.location.href)),
          // one load per visitor and visit: the header stays put while the player moves between pages
          freshMs: Number.POSITIVE_INFINITY,
        }
      : null,
    { keepPrevious: true },
  );
  const widgets = loaded.data ?? NO_WIDGETS;
  return (
    <SafeLinkPolicy appPathOf={lobbyPathOf}>
      <HeaderWidgets widgets={widgets} className={className} />
    </SafeLinkPolicy>
  );
}
