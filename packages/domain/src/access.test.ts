import { describe, expect, it } from 'vitest';
import { type AccessContext, canUseSportsbook, guardRoute } from './access.ts';

const player: AccessContext = {
  isGuest: false,
  isFusion: false,
  livedealer: true,
  allowPlayForFreeBeforeLogin: false,
  tournaments: true,
  casinoId: 4,
  playerId: '1001',
  sportsbookWhitelist: ['1001', '1002', '1003'],
};
const guest: AccessContext = { ...player, isGuest: true, playerId: null };
const fusion = (context: AccessContext): AccessContext => ({ ...context, isFusion: true });

describe('route guards', () => {
  it('lets only players into suggested games; guests go home', () => {
    expect(guardRoute({ name: 'suggested-games' }, player)).toEqual({ kind: 'allow' });
    expect(guardRoute({ name: 'suggested-games' }, guest)).toEqual({ kind: 'redirect', to: '/' });
  });

  it('asks guests to log in for favourites and brings them back', () => {
    expect(guardRoute({ name: 'favorites' }, player)).toEqual({ kind: 'allow' });
    expect(guardRoute({ name: 'favorites' }, guest)).toEqual({ kind: 'login', returnTo: '/favorites' });
  });

  it('lets the player last here see their saved favourites offline, and nothing else of a player', () => {
    const offline = { ...guest, offlinePlayer: true };
    expect(guardRoute({ name: 'favorites' }, offline)).toEqual({ kind: 'allow' });
    expect(guardRoute({ name: 'suggested-games' }, offline)).toEqual({ kind: 'redirect', to: '/' });
    expect(
      guardRoute({ name: 'play', shortname: 'g', provider: 'rtg', locked: false }, offline).kind,
    ).not.toBe('allow');
  });

  it('sends fusion visitors of /live-dealer to the live dealer category', () => {
    expect(guardRoute({ name: 'live-dealer' }, fusion(player))).toEqual({
      kind: 'redirect',
      to: '/category/live-dealer',
    });
    expect(guardRoute({ name: 'live-dealer' }, fusion(guest))).toEqual({
      kind: 'redirect',
      to: '/category/live-dealer',
    });
  });

  it('needs the livedealer config and a player for the non-fusion live dealer', () => {
    expect(guardRoute({ name: 'live-dealer' }, player)).toEqual({ kind: 'allow' });
    expect(guardRoute({ name: 'live-dealer' }, guest)).toEqual({ kind: 'login', returnTo: '/live-dealer' });
    expect(guardRoute({ name: 'live-dealer' }, { ...player, livedealer: false })).toEqual({
      kind: 'redirect',
      to: '/',
    });
    expect(guardRoute({ name: 'live-dealer' }, { ...guest, livedealer: false })).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });

  it('opens the sportsbook only to whitelisted players of casino 85', () => {
    const c85 = { ...player, casinoId: 85 };
    expect(guardRoute({ name: 'sportsbook' }, c85)).toEqual({ kind: 'allow' });
    expect(guardRoute({ name: 'sportsbook' }, { ...c85, playerId: '2000' })).toEqual({
      kind: 'redirect',
      to: '/',
    });
    expect(guardRoute({ name: 'sportsbook' }, player)).toEqual({ kind: 'redirect', to: '/' });
    expect(guardRoute({ name: 'sportsbook' }, { ...guest, casinoId: 85, playerId: '1001' })).toEqual({
      kind: 'redirect',
      to: '/',
    });
    expect(canUseSportsbook({ casinoId: 85, playerId: null, sportsbookWhitelist: ['1001'] })).toBe(false);
  });

  it('shows not-found for a category that does not exist in the variant', () => {
    expect(guardRoute({ name: 'category', slug: 'slots' }, guest)).toEqual({ kind: 'allow' });
    expect(guardRoute({ name: 'category', slug: 'specialty-games' }, fusion(guest))).toEqual({
      kind: 'not-found',
    });
    expect(guardRoute({ name: 'category', slug: 'live-dealer' }, guest)).toEqual({ kind: 'not-found' });
    expect(guardRoute({ name: 'category', slug: 'nope' }, guest)).toEqual({ kind: 'not-found' });
  });

  it('closes the tournaments pages when the casino switches tournaments off', () => {
    const off = { ...player, tournaments: false };
    expect(guardRoute({ name: 'tournaments' }, player)).toEqual({ kind: 'allow' });
    expect(guardRoute({ name: 'tournaments' }, off)).toEqual({ kind: 'redirect', to: '/' });
    expect(guardRoute({ name: 'tournament', known: true }, off)).toEqual({ kind: 'redirect', to: '/' });
    expect(guardRoute({ name: 'tournament', known: false }, { ...guest, tournaments: false })).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });

  it('sends an unknown provider to /providers and an unknown tournament to /tournaments', () => {
    expect(guardRoute({ name: 'provider', known: true }, guest)).toEqual({ kind: 'allow' });
    expect(guardRoute({ name: 'provider', known: false }, guest)).toEqual({
      kind: 'redirect',
      to: '/providers',
    });
    expect(guardRoute({ name: 'tournament', known: true }, guest)).toEqual({ kind: 'allow' });
    expect(guardRoute({ name: 'tournament', known: false }, guest)).toEqual({
      kind: 'redirect',
      to: '/tournaments',
    });
  });

  it('asks guests to log in before real-money play, keeping the provider in fusion', () => {
    const route = { name: 'play', shortname: 'g', provider: 'rtg', locked: false } as const;
    expect(guardRoute(route, guest)).toEqual({ kind: 'login', returnTo: '/play/g' });
    expect(guardRoute(route, fusion(guest))).toEqual({ kind: 'login', returnTo: '/play/g?by=rtg' });
    expect(guardRoute(route, player)).toEqual({ kind: 'allow' });
  });

  it('sends a player away from a locked game', () => {
    expect(guardRoute({ name: 'play', shortname: 'g', locked: true }, player)).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });

  it('has no demo in fusion, and a demo for non-fusion guests only when free play is allowed', () => {
    expect(guardRoute({ name: 'demo', shortname: 'g' }, fusion(player))).toEqual({
      kind: 'redirect',
      to: '/',
    });
    expect(guardRoute({ name: 'demo', shortname: 'g' }, player)).toEqual({ kind: 'allow' });
    expect(guardRoute({ name: 'demo', shortname: 'g' }, guest)).toEqual({
      kind: 'login',
      returnTo: '/play/g',
    });
    expect(
      guardRoute({ name: 'demo', shortname: 'g' }, { ...guest, allowPlayForFreeBeforeLogin: true }),
    ).toEqual({ kind: 'allow' });
  });
});
