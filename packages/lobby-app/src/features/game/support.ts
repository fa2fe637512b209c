import { type RefObject, useCallback, useEffect, useState } from 'react';
import { useQuery } from '../../platform/query/useQuery.ts';
import { services } from '../../state/services.ts';

/**
 * Whether a message from the game frame asks for the cashier (§4). Game studios word it differently, so a
 * few plain shapes are understood: the string `cashier` / `openCashier`, or an object whose `type`,
 * `action` or `event` says so. Anything else is ignored.
 */
export function isCashierMessage(data: unknown): boolean {
  const words = new Set(['cashier', 'opencashier', 'open_cashier', 'deposit']);
  const said = (value: unknown) => typeof value === 'string' && words.has(value.trim().toLowerCase());
  if (said(data)) return true;
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return false;
  const record = data as Record<string, unknown>;
  return said(record.type) || said(record.action) || said(record.event);
}

/** The message of the lobby's own exit page, loaded into the game frame by the game's exit button. */
export function isExitMessage(data: unknown): boolean {
  return data !== null && typeof data === 'object' && (data as { type?: unknown }).type === 'lobby:game-exit';
}

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
