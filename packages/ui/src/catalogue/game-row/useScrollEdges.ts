import { useCallback, useRef, useState } from 'react';
import { scrollEdges } from './scroll-edges.ts';

const BOTH_ENDS = { atStart: true, atEnd: true } as const;

/**
 * Which ends of a horizontal track are reached, for its prev/next buttons. Put `attach` on the track as its
 * ref and `measure` on its scroll event; `trackRef` reads the track for paging.
 *
 * The track is measured by a size observer, whose first report comes with the frame's own layout (measuring
 * on mount would force a layout of the whole page). When the track's items change, the observer is armed
 * again so the new ends are reported too; when the track itself is swapped (a loading row becomes the real
 * one), the new one is observed from its mount.
 */
export function useScrollEdges<E extends HTMLElement>() {
  const trackRef = useRef<E | null>(null);
  const [edges, setEdges] = useState<{ readonly atStart: boolean; readonly atEnd: boolean }>(BOTH_ENDS);

  const measure = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    const next = scrollEdges(track.scrollLeft, track.clientWidth, track.scrollWidth);
    setEdges((current) =>
      current.atStart === next.atStart && current.atEnd === next.atEnd ? current : next,
    );
  }, []);

  const attach = useCallback(
    (track: E | null) => {
      trackRef.current = track;
      if (!track) return;
      const resize = new ResizeObserver(measure);
      resize.observe(track);
      const items = new MutationObserver(() => {
        resize.disconnect();
        resize.observe(track);
      });
      items.observe(track, { childList: true });
      return () => {
        items.disconnect();
        resize.disconnect();
        if (trackRef.current === track) trackRef.current = null;
      };
    },
    [measure],
  );

  return { trackRef, attach, edges, measure };
}
