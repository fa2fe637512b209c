import { exhaustiveSwitchError, type GuardedRoute, guardRoute } from '@lobby/domain';
import { type ReactNode, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect } from 'wouter';
import NotFoundPage from '../pages/NotFoundPage.tsx';
import { services } from '../state/services.ts';
import { session } from '../state/session.ts';
import { promptLogin } from '../state/ui.ts';

/** Applies the domain's decision for a guarded route: show it, redirect, ask to log in, or 404. */
export function Guard({ route, children }: { route: GuardedRoute; children: ReactNode }) {
  const snap = useSnapshot(session);
  const decision = guardRoute(route, {
    isGuest: snap.player === null,
    isFusion: snap.config?.isFusion ?? false,
    livedealer: Boolean(snap.config?.livedealer),
    allowPlayForFreeBeforeLogin: snap.config?.allowPlayForFreeBeforeLogin ?? false,
    tournaments: snap.config?.tournaments ?? true,
    casinoId: snap.config?.casinoId ?? null,
    playerId: snap.player?.pid ?? null,
    // deployment configuration: the runtime env names the whitelisted players
    sportsbookWhitelist: services.env?.sportsbookWhitelist ?? [],
    offlinePlayer: snap.offlinePlayer !== null,
  });
  const loginReturn = decision.kind === 'login' ? decision.returnTo : null;
  useEffect(() => {
    if (loginReturn) promptLogin(loginReturn);
  }, [loginReturn]);
  switch (decision.kind) {
    case 'allow':
      return <>{children}</>;
    case 'redirect':
      return <Redirect to={decision.to} replace />;
    case 'login':
      return <Redirect to="/" replace />;
    case 'not-found':
      return <NotFoundPage />;
    default:
      return exhaustiveSwitchError(decision, 'kind');
  }
}
