import {
  canLaunchRealMoney,
  exhaustiveSwitchError,
  favQueryOutcome,
  findProvider,
  playQueryTarget,
} from '@lobby/domain';
import { type ReactNode, Suspense, useEffect, useLayoutEffect } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect, useLocation, useSearch } from 'wouter';
import { useSearchFromAddress } from '../features/search/open-from-address.ts';
import { matchRoute, type RouteParams, routeAddress } from '../navigation/paths.ts';
import type { TableRoute } from '../navigation/routes.ts';
import NotFoundPage from '../pages/NotFoundPage.tsx';
import { catalogue } from '../state/catalogue.ts';
import { STORAGE } from '../state/local-stores.ts';
import { session } from '../state/session.ts';
import { promptLogin } from '../state/ui.ts';
import { writeStorage } from '../state/web-storage.ts';
import { Guard } from './Guard.tsx';
import { PageSpinner } from './PageSpinner.tsx';
import { pageCode, ShowRouteCode } from './route-code.tsx';
import { TournamentRoute } from './TournamentRoute.tsx';

/**
 * Lobby pages remember themselves as the page a game's back button returns to (§2), as the page is put on
 * screen: a passive effect can wait behind the rest of a large page's effects, and a visit that leaves at
 * once (a game opened from the address bar) would then come back to home.
 */
function ReturnPage({ path, children }: { path: string; children: ReactNode }) {
  useLayoutEffect(() => {
    session.returnPage = path;
    writeStorage('session', STORAGE.returnPage, path);
  }, [path]);
  return <>{children}</>;
}

/** Arriving at `/`: handles ?play= and ?fav=; scrolls to top (the shell closes the side panel) (§2). */
function HomeArrival({ children }: { children: ReactNode }) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const snap = useSnapshot(session);
  const params = new URLSearchParams(search);
  const isFusion = snap.config?.isFusion ?? false;
  const play = params.has('play') ? playQueryTarget(params.get('play'), params.get('by'), isFusion) : null;
  const fav = params.has('fav')
    ? favQueryOutcome(params.get('fav'), params.get('by'), snap.player === null)
    : null;

  useEffect(() => {
    // in the next frame, where the browser lays the page out anyway: scrolling now would force that layout
    // while the page is still mounting, in one long task with it
    const frame = requestAnimationFrame(() => window.scrollTo({ top: 0 }));
    return () => cancelAnimationFrame(frame);
  }, []);
  useEffect(() => {
    if (!fav) return;
    writeStorage('session', STORAGE.pendingFavourite, JSON.stringify(fav.favourite));
    if (fav.kind === 'store-and-login') {
      promptLogin(fav.returnTo);
      navigate('/', { replace: true });
    } else navigate(fav.to, { replace: true });
  }, [fav, navigate]);

  if (play) return <Redirect to={play} replace />;
  return <>{children}</>;
}

/** `/providers/{name}` waits for the catalogue to know whether the provider exists; the page gets its name. */
function ProviderGuard({ name, children }: { name: string; children: (name: string) => ReactNode }) {
  const snap = useSnapshot(catalogue);
  if (snap.status === 'loading' || snap.status === 'idle') return <PageSpinner />;
  const provider = findProvider(snap.providers, name);
  return (
    <Guard route={{ name: 'provider', known: provider !== undefined && provider !== null }}>
      {children(provider?.name ?? name)}
    </Guard>
  );
}

/** A game's route: its provider from ?by=, and whether the catalogue locks it. */
function GameGuard({
  mode,
  shortname,
  children,
}: {
  mode: 'play' | 'demo';
  shortname: string;
  children: ReactNode;
}) {
  const search = useSearch();
  const snap = useSnapshot(catalogue);
  const provider = new URLSearchParams(search).get('by');
  const game = snap.games.find((g) => g.shortname === shortname);
  const route =
    mode === 'play'
      ? ({ name: 'play', shortname, provider, locked: !canLaunchRealMoney(game) } as const)
      : ({ name: 'demo', shortname, provider } as const);
  return <Guard route={route}>{children}</Guard>;
}

/** A route of the table with its params: guard, then the arrival and return-page rules, then the page. */
function showRoute(route: TableRoute, params: RouteParams) {
  const page = (props: RouteParams) => {
    // keyed by page: two routes of one page share its state as they did, two pages never do
    let element: ReactNode = (
      <ShowRouteCode key={route.page} code={pageCode(route.page)} props={{ ...route.props, ...props }} />
    );
    if (route.returnPage)
      element = <ReturnPage path={routeAddress(route.path, params)}>{element}</ReturnPage>;
    if (route.arrival === 'home') element = <HomeArrival>{element}</HomeArrival>;
    return element;
  };
  const guard = route.guard;
  switch (guard) {
    case undefined:
      return page(params);
    case 'provider':
      return <ProviderGuard name={params.name ?? ''}>{(name) => page({ ...params, name })}</ProviderGuard>;
    case 'tournament':
      return <TournamentRoute name={params.name ?? ''}>{page(params)}</TournamentRoute>;
    case 'play':
    case 'demo':
      return (
        <GameGuard mode={guard} shortname={params.shortname ?? ''}>
          {page(params)}
        </GameGuard>
      );
    case 'category':
      return <Guard route={{ name: 'category', slug: params.slug ?? '' }}>{page(params)}</Guard>;
    case 'suggested-games':
    case 'favorites':
    case 'tournaments':
    case 'live-dealer':
    case 'sportsbook':
      return <Guard route={{ name: guard }}>{page(params)}</Guard>;
    default:
      return exhaustiveSwitchError(guard);
  }
}

/** Every route of §2 (navigation/routes.ts) with its guards; any other path shows the not-found page. */
export function AppRoutes() {
  const [location] = useLocation();
  // ?search opens the search dialog over whichever page the address shows (§2)
  useSearchFromAddress();
  const match = matchRoute(location);
  return (
    <Suspense fallback={<PageSpinner />}>
      {match ? showRoute(match.route, match.params) : <NotFoundPage />}
    </Suspense>
  );
}
