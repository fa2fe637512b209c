import { type RefObject, useCallback, useEffect, useState } from 'react';
import { useQuery } from '../../platform/query/useQuery.ts';
import { services } from '../../state/services.ts';

/** Fullscreen on an element through the Fullscreen API, following changes made by the browser (Escape). */
export function useFullscreen(target: RefObject<HTMLElement | null>): {
  active: boolean;
  toggle: () => void;
} {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const onChange = () =>
      setActive(document.fullscreenElement !== null && document.fullscreenElement === target.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [target]);
  const toggle = useCallback(() => {
    const element = target.current;
    if (!element) return;
    // a refusal (an iframe without permission, an old browser) leaves the page as it was
    if (document.fullscreenElement) void document.exitFullscreen?.().catch(() => undefined);
    else void element.requestFullscreen?.().catch(() => undefined);
  }, [target]);
  return { active, toggle };
}

/**
 * The loader tip's text: entry `tip{number}` of the casino's tips translation file (English when the
 * language has none). Nothing shows while it loads or when the file is missing.
 */
export function useLoaderTipText(tip: number, language: string): string | null {
  const api = services.api;
  const file = useQuery(
    api
      ? {
          key: ['translations', 'tips', language],
          load: ({ signal }) => api.getTranslations(language, 'tips', { signal }),
        }
      : null,
    // another language's tips replace these when they come, not before
    { keepPrevious: true },
  );
  return file.data?.entries[`tip${tip}`] ?? null;
}
