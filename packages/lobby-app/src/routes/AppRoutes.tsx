import { favQueryOutcome, findProvider, playQueryTarget } from '@lobby/domain';
import { Spinner } from '@lobby/ui';
import { type ReactNode, Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import NotFoundPage from '../pages/NotFoundPage.tsx';
import { catalogue } from '../state/catalogue.ts';
import { STORAGE } from '../state/local-stores.ts';
import { session } from '../state/session.ts';
import { promptLogin, ui } from '../state/ui.ts';
import { writeStorage } from '../state/web-storage.ts';
import { Guard } from './Guard.tsx';
import { pages } from './preload.ts';
import { routePage } from './route-page.tsx';
import { TournamentRoute } from './TournamentRoute.tsx';

// Route-level code splitting: each page is its own chunk (see preload.ts and route-page.tsx).
const HomePage = routePage('home', pages.home);
const GameListPage = routePage('gameList', pages.gameList);
const ProvidersPage = routePage('providers', pages.providers);
const ProviderPage = routePage('provider', pages.provider);
const PromotionsPage = routePage('promotions', pages.promotions);
const TournamentsPage = routePage('tournaments', pages.tournaments);
const TournamentPage = routePage('tournament', pages.tournament);
const LiveDealerPage = routePage('liveDealer', pages.liveDealer);
const SportsbookPage = routePage('sportsbook', pages.sportsbook);
const GamePage = routePage('game', pages.game);
const MessageCenterPage = routePage('messageCenter', pages.messageCenter);

export const RETURN_PAGE_KEY = STORAGE.returnPage;
export const PENDING_FAVOURITE_KEY = STORAGE.pendingFavourite;

/** Lobby pages remember themselves as the page a game's back button returns to (§2). */
function ReturnPage({ path, children }: { path: string; children: ReactNode }) {
  useEffect(() => {
    session.returnPage = path;
    writeStorage('session', RETURN_PAGE_KEY, path);
  }, [path]);
  return <>{children}</>;
}

/** `/`: handles ?play=, ?fav=, ?search; on entry scrolls to top and closes the side panel (§2). */
function HomeRoute() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const snap = useSnapshot(session);
  const params = new URLSearchParams(search);
  const isFusion = snap.config?.isFusion ?? false;
  const play = params.has('play') ? playQueryTarget(params.get('play'), params.get('by'), isFusion) : null;
  const fav = params.has('fav')
    ? favQueryOutcome(params.get('fav'), params.get('by'), snap.player === null)
    : null;
  const wantsSearch = params.has('search');

  useEffect(() => {
    // in the next frame, where the browser lays the page out anyway: scrolling now would force that layout
    // while the page is still mounting, in one long task with it
    const frame = requestAnimationFrame(() => window.scrollTo({ top: 0 }));
    return () => cancelAnimationFrame(frame);
  }, []);
  useEffect(() => {
    if (wantsSearch) ui.searchOpen = true;
  }, [wantsSearch]);
  useEffect(() => {
    if (!fav) return;
    writeStorage('session', PENDING_FAVOURITE_KEY, JSON.stringify(fav.favourite));
    if (fav.kind === 'store-and-login') {
      promptLogin(fav.returnTo);
      navigate('/', { replace: true });
    } else navigate(fav.to, { replace: true });
  }, [fav, navigate]);

  if (play) return <Redirect to={play} replace />;
  return (
    <ReturnPage path="/">
      <HomePage />
    </ReturnPage>
  );
}

function ProviderRoute({ name }: { name: string }) {
  const snap = useSnapshot(catalogue);
  if (snap.status === 'loading' || snap.status === 'idle') return <PageSpinner />;
  const provider = findProvider(snap.providers, name);
  return (
    <Guard route={{ name: 'provider', known: provider !== undefined && provider !== null }}>
      <ReturnPage path={`/providers/${encodeURIComponent(name)}`}>
        <ProviderPage name={provider?.name ?? name} />
      </ReturnPage>
    </Guard>
  );
}

function GameRoute({ mode, shortname }: { mode: 'play' | 'demo'; shortname: string }) {
  const search = useSearch();
  const snap = useSnapshot(catalogue);
  const provider = new URLSearchParams(search).get('by');
  const game = snap.games.find((g) => g.shortname === shortname);
  const route =
    mode === 'play'
      ? ({ name: 'play', shortname, provider, locked: Boolean(game?.gameLock) } as const)
      : ({ name: 'demo', shortname, provider } as const);
  return (
    <Guard route={route}>
      <GamePage mode={mode} shortname={shortname} />
    </Guard>
  );
}

/** A full screen high, like the boot screen: the footer stays below the fold until the page arrives. */
function PageSpinner() {
  return (
    <div className="flex min-h-dvh justify-center py-24">
      <Spinner size="lg" />
    </div>
  );
}

const listRoute = (kind: 'subgroup' | 'theme', prefix: string) => (params: { slug: string }) => (
  <ReturnPage path={`${prefix}/${params.slug}`}>
    <GameListPage kind={kind} slug={params.slug} />
  </ReturnPage>
);

/** Every route of §2 with its redirects and guards. */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Switch>
        <Route path="/" component={HomeRoute} />
        <Route path="/category/:slug">
          {(params) => (
            <Guard route={{ name: 'category', slug: params.slug }}>
              <ReturnPage path={`/category/${params.slug}`}>
                <GameListPage kind="category" slug={params.slug} />
              </ReturnPage>
            </Guard>
          )}
        </Route>
        <Route path="/subgroup/:slug">{listRoute('subgroup', '/subgroup')}</Route>
        <Route path="/theme/:slug">{listRoute('theme', '/theme')}</Route>
        <Route path="/jackpot-games">
          <ReturnPage path="/jackpot-games">
            <GameListPage kind="jackpot" />
          </ReturnPage>
        </Route>
        <Route path="/all-games">
          <ReturnPage path="/all-games">
            <GameListPage kind="all" />
          </ReturnPage>
        </Route>
        <Route path="/suggested-games">
          <Guard route={{ name: 'suggested-games' }}>
            <ReturnPage path="/suggested-games">
              <GameListPage kind="suggested" />
            </ReturnPage>
          </Guard>
        </Route>
        <Route path="/favorites">
          <Guard route={{ name: 'favorites' }}>
            <ReturnPage path="/favorites">
              <GameListPage kind="favorites" />
            </ReturnPage>
          </Guard>
        </Route>
        <Route path="/providers">
          <ReturnPage path="/providers">
            <ProvidersPage />
          </ReturnPage>
        </Route>
        <Route path="/providers/:provider">{(params) => <ProviderRoute name={params.provider} />}</Route>
        <Route path="/promotions">
          <ReturnPage path="/promotions">
            <PromotionsPage />
          </ReturnPage>
        </Route>
        <Route path="/tournaments">
          <ReturnPage path="/tournaments">
            <TournamentsPage />
          </ReturnPage>
        </Route>
        <Route path="/tournaments/:name">
          {(params) => (
            <TournamentRoute name={params.name}>
              <ReturnPage path={`/tournaments/${params.name}`}>
                <TournamentPage name={params.name} />
              </ReturnPage>
            </TournamentRoute>
          )}
        </Route>
        <Route path="/live-dealer">
          <Guard route={{ name: 'live-dealer' }}>
            <LiveDealerPage />
          </Guard>
        </Route>
        <Route path="/sportsbook">
          <Guard route={{ name: 'sportsbook' }}>
            <SportsbookPage />
          </Guard>
        </Route>
        <Route path="/play/:shortname">
          {(params) => <GameRoute mode="play" shortname={params.shortname} />}
        </Route>
        <Route path="/demo/:shortname">
          {(params) => <GameRoute mode="demo" shortname={params.shortname} />}
        </Route>
        <Route path="/dashboard/messagecenter">
          <MessageCenterPage />
        </Route>
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </Suspense>
  );
}
