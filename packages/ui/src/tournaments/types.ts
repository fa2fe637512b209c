import type { NonFusionTournamentStatus, TournamentPhase, TournamentWindow } from '@lobby/domain';

/** A picture with a phone and a desktop source, switched at the 768 px breakpoint (§9). */
export interface TournamentImages {
  readonly desktop: string | null;
  readonly mobile: string | null;
}

/** What a fusion tournament card shows (§2 home section, §2 tournaments list). */
export interface TournamentCardData {
  readonly id: string;
  readonly name: string;
  /** The tournament's page, `/tournaments/{name}`. */
  readonly href: string;
  readonly providers: readonly string[];
  readonly image: TournamentImages;
  readonly prizePool: number | null;
  readonly phase: TournamentPhase;
  readonly window: TournamentWindow;
}

/** What a non-fusion (RTG) tournament card shows (§2 home section). */
export interface RtgTournamentCardData {
  readonly id: string;
  readonly name: string;
  /** `/tournaments/{id}`. */
  readonly href: string;
  readonly status: NonFusionTournamentStatus;
  readonly window: TournamentWindow;
  readonly prizePool: number | null;
  readonly image: { readonly webp: string | null; readonly png: string | null };
}

/** The clock a tournament view reads; stories pass a fixed one so screenshots never drift. */
export type NowSource = () => number;
