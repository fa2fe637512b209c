import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { openCashier } from '../wallet/open-cashier.ts';
import { frameMessageAction } from './frame-messages.ts';

/**
 * Listens to the game frame while a game plays (§4): a cashier request opens quick deposit or the cashier
 * page; the exit message of the lobby's exit page (public/game-exit.js) leads back to the return page.
 * Returns the ref for the frame whose messages count.
 */
export function useGameMessages(playing: boolean, returnPage: string) {
  const [, navigate] = useLocation();
  const frameRef = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (!playing) return;
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frameRef.current?.contentWindow) return;
      const action = frameMessageAction(event.data, event.origin, window.location.origin);
      if (action === 'open-cashier') openCashier();
      else if (action === 'exit') navigate(returnPage);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [playing, navigate, returnPage]);
  return frameRef;
}
