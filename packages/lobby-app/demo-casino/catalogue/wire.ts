/** The catalogue in the wire shape of ?getgames: snake_case, flags as "0"/"1", amounts as strings. */

export interface WireGame {
  id: string;
  name: string;
  display_name: string;
  shortname: string;
  category: string;
  jackpot: string;
  themes: string[];
  features: string[];
  provider: string;
  release_date: string;
  sub_groups: string[];
  sub_groups_with_sort: { name: string; order: number }[];
  synth: '0' | '1';
  pre_release: 0 | 1;
  game_lock: Record<string, string> | null;
  jackpot_multiplier: Record<string, unknown> | null;
}

export interface WireNamed {
  id: string;
  name: string;
  shortname: string;
}

export interface WireProvider extends WireNamed {
  gamescount: number;
}

export interface WireCatalogue {
  games: WireGame[];
  providers: WireProvider[];
  themes: WireNamed[];
  features: WireNamed[];
  categories: WireNamed[];
  total_jackpot: string;
}
