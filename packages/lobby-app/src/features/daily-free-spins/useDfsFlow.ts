import { dfsOffer } from '@lobby/domain';
import { useEffect, useRef, useState } from 'react';
import { proxy, useSnapshot } from 'valtio';
import { random } from '../../platform/random.ts';
import { readWheelData, writeWheelData } from '../../state/local-stores.ts';
import { requireApi } from '../../state/services.ts';
import { session } from '../../state/session.ts';
import { createDfsFlow, type DfsFlow } from './dfs-flow.ts';
import type { DfsFlowState } from './dfs-view.ts';

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

// what the dialog shows before the first opening (it is closed then)
const EMPTY = proxy<DfsFlowState>({ view: { kind: 'loading' }, data: null, reasonTexts: {} });

/**
 * The daily free spins flow of the open modal: each opening starts a fresh flow for the logged-in player;
 * closing the modal or leaving the page stops its poll and timers. Returns the latest flow and a snapshot
 * of what it shows.
 */
export function useDfsFlow(open: boolean) {
  const [flow, setFlow] = useState<DfsFlow | null>(null);
  const flowRef = useRef<DfsFlow | null>(null);
  useEffect(() => {
    if (!open || session.player === null) return;
    const pid = session.player.pid;
    const next = createDfsFlow({
      api: requireApi(),
      pid,
      language: session.language,
      spinWheel: dfsOffer(session.config, session.dfsAnswer, true).spinWheel,
      random,
      reducedMotion: prefersReducedMotion,
      now: () => Date.now(),
      readCache: readWheelData,
      writeCache: writeWheelData,
    });
    flowRef.current = next;
    setFlow(next);
    void next.load();
    const leave = () => next.dispose();
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      next.dispose();
    };
  }, [open]);
  const snap = useSnapshot(flow?.state ?? EMPTY);
  return { current: flowRef.current, snap };
}
