import { type HeaderWidget, HeaderWidgets, SafeLinkPolicy } from '@lobby/ui';
import { useEffect, useState } from 'react';
import { lobbyPathOf } from '../../navigation/paths.ts';
import { services } from '../../state/services.ts';
import { loadHeaderWidgets } from './widgets.ts';

// one load per visitor and visit: the header stays put while the player moves between pages
const loaded = new Map<string, Promise<HeaderWidget[]>>();

/** Forgets the loaded widgets (stories start afresh). */
export function forgetHeaderWidgets(): void {
  loaded.clear();
}

/** The header's casino widgets for the visitor (`visitor` is the player id, or 'guest'). */
export default function HeaderWidgetsHost({ visitor, className }: { visitor: string; className?: string }) {
  const [widgets, setWidgets] = useState<HeaderWidget[]>([]);
  useEffect(() => {
    const api = services.api;
    if (!api) return;
    let live = true;
    let pending = loaded.get(visitor);
    if (!pending) {
      pending = loadHeaderWidgets(api);
      loaded.set(visitor, pending);
    }
    void pending.then((list) => {
      if (live) setWidgets(list);
    });
    return () => {
      live = false;
    };
  }, [visitor]);
  return (
    <SafeLinkPolicy appPathOf={lobbyPathOf}>
      <HeaderWidgets widgets={widgets} className={className} />
    </SafeLinkPolicy>
  );
}
