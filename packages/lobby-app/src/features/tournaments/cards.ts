import type { FusionTournament, RtgTournament, TournamentPhase } from '@lobby/domain';
import type { RtgTournamentCardData, TournamentCardData, TournamentDetailData } from '@lobby/ui';
import { fusionWindow, phaseOf, rtgWindow, tournamentPath } from './model.ts';

/** Names providers as the catalogue spells them (the tournament lists their folder names). */
export type ProviderNamer = (shortname: string) => string;

/** A fusion tournament as its card shows it. */
export function fusionCard(
  tournament: FusionTournament,
  group: TournamentPhase,
  providerName: ProviderNamer = (p) => p,
): TournamentCardData {
  return {
    id: tournament.id,
    name: tournament.name,
    href: tournamentPath(tournament),
    providers: tournament.providers.map(providerName),
    image: { desktop: tournament.desktopImage, mobile: tournament.mobileImage },
    prizePool: tournament.prizePool,
    phase: phaseOf(tournament, group),
    window: fusionWindow(tournament),
  };
}

/** An RTG tournament as its card shows it. */
export function rtgCard(tournament: RtgTournament): RtgTournamentCardData {
  return {
    id: tournament.id,
    name: tournament.name,
    href: tournamentPath(tournament),
    status: tournament.status,
    window: rtgWindow(tournament),
    prizePool: tournament.prizePool,
    image: { webp: tournament.imageWebp, png: tournament.imagePng },
  };
}

/** A fusion tournament as its page shows it (its server-written text is rendered apart). */
export function fusionDetail(
  tournament: FusionTournament,
  group: TournamentPhase,
  gamesCount: number,
  providerName: ProviderNamer = (p) => p,
): TournamentDetailData {
  return {
    name: tournament.name,
    providers: tournament.providers.map(providerName),
    image: {
      desktop: tournament.tournamentDesktopImage ?? tournament.desktopImage,
      mobile: tournament.tournamentMobileImage ?? tournament.mobileImage,
    },
    phase: phaseOf(tournament, group),
    window: fusionWindow(tournament),
    prizePool: tournament.prizePool,
    gamesCount,
    paidPlaces: tournament.paidPlaces,
  };
}
