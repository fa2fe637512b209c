import { MAX_SEARCH_SUGGESTIONS, SUGGESTION_QUERY_MIN_LENGTH } from './constants.ts';
import type { Game } from './game.ts';
import { indexedNames, isSearchableQuery, normaliseSearchText, type SearchIndex } from './search.ts';

/**
 * "Did you mean": when a search finds nothing, the games whose names are a few typing slips away from the
 * query (§5, §8).
 *
 * Closeness is the optimal-string-alignment distance (Damerau–Levenshtein without re-editing a substring):
 * one insertion, deletion, substitution or swap of two neighbouring letters costs 1. That is what typing
 * slips are, and it needs no language data, so a query typed in German, Spanish or French is treated
 * alike. Trigram similarity was the other choice; it ranks short words poorly (a 4-letter name has only two
 * trigrams, and one slip breaks both), and game names are mostly short words.
 *
 * The query, spaces dropped, is compared with every run of consecutive words of each name, spaces dropped
 * too: 'bok of ra' is one slip from 'book of …', 'goldrush' none from 'Gold Rush'. The run texts of a
 * catalogue are few (names share words), so they are kept once each, sorted by length, with the games that
 * hold them; a keystroke only measures the runs of a fitting length whose letters could fit.
 */

/** Letters that accents-stripping leaves alone but that readers spell out (German ß is 'ss'). */
const SPELLED_OUT: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ł: 'l',
  þ: 'th',
};
const SPELLED_OUT_PATTERN = /[ßæœøđłþ]/g;
// runs longer than this are only compared as the whole name
const LONGEST_RUN = 4;

/**
 * The words of a name or query as suggestions compare them: accents and case folded, ß → ss (and æ, œ, ø
 * spelled out), apostrophes dropped, any other punctuation a word break.
 *
 * @example
 * suggestionWords("Gonzo's STRAẞE-Quest"); // ['gonzos', 'strasse', 'quest']
 */
export function suggestionWords(text: string): string[] {
  return wordsOfFolded(normaliseSearchText(text));
}

/** `suggestionWords` of text already folded by `normaliseSearchText`. */
function wordsOfFolded(folded: string): string[] {
  // most names are plain letters, digits and spaces: split them as they are
  const plain = /^[a-z0-9 ]*$/.test(folded);
  const words = plain
    ? folded.split(' ')
    : folded
        .replace(SPELLED_OUT_PATTERN, (letter) => SPELLED_OUT[letter] ?? letter)
        .replace(/['’ʼ`´]/g, '')
        .split(/[^\p{L}\p{N}]+/u);
  return words.filter((word) => word.length > 0);
}

/**
 * How many slips a query of this length (spaces dropped) may hold: 1 up to 4 letters, 2 up to 8, then 3.
 * More would let short queries match almost anything.
 */
export function suggestionTolerance(length: number): number {
  if (length <= 4) return 1;
  return length <= 8 ? 2 : 3;
}

/** The run texts of a catalogue, each once, sorted by length, with the games that hold them. */
export interface SuggestionIndex {
  readonly runs: readonly string[];
  /** Letters present in each run, one bit per letter (code unit mod 32), for a quick lower bound. */
  readonly masks: Uint32Array;
  /** `byLength[n]` is the first run of length n or more; one entry past the longest run. */
  readonly byLength: Int32Array;
  /** Games of run r: `gameList[gameStart[r] … gameStart[r + 1])`, as positions in the game list. */
  readonly gameStart: Int32Array;
  readonly gameList: Int32Array;
  /** Each game's display name folded, to order suggestions and to drop repeated names; '' if never suggested. */
  readonly sortNames: readonly string[];
}

function letterMask(text: string): number {
  let mask = 0;
  for (let i = 0; i < text.length; i++) mask |= 1 << (text.charCodeAt(i) & 31);
  return mask >>> 0;
}

function bitCount(value: number): number {
  let v = value - ((value >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Records that the game at `position` holds each run of consecutive words of a name, spaces dropped. */
function addRuns(words: readonly string[], position: number, holders: Map<string, number[]>): void {
  const add = (run: string) => {
    const list = holders.get(run);
    if (!list) holders.set(run, [position]);
    // the display name and the name often share runs: note the game once
    else if (list[list.length - 1] !== position) list.push(position);
  };
  for (let start = 0; start < words.length; start++) {
    let run = '';
    for (let end = start; end < words.length && end - start < LONGEST_RUN; end++) {
      run += words[end];
      // a lone number ('3', '1024') says too little to suggest a game by
      if (end > start || /\p{L}/u.test(run)) add(run);
    }
  }
  if (words.length > LONGEST_RUN) add(words.join(''));
}

/**
 * Builds the suggestion index of a search index, from the names it has already folded. `suggestionIndexOf`
 * builds and keeps one per search index; call this directly only to measure or test it.
 */
export function buildSuggestionIndex(
  index: SearchIndex<Pick<Game, 'name' | 'displayName'>>,
): SuggestionIndex {
  const holders = new Map<string, number[]>();
  const sortNames: string[] = [];
  index.games.forEach((game, position) => {
    const [displayFolded = '', nameFolded = ''] = indexedNames(index, position);
    const display = wordsOfFolded(displayFolded);
    // a name too short to search for would lead nowhere
    const suggestible = isSearchableQuery(game.displayName) && display.length > 0;
    sortNames.push(suggestible ? display.join(' ') : '');
    if (!suggestible) return;
    addRuns(display, position, holders);
    if (nameFolded !== displayFolded) addRuns(wordsOfFolded(nameFolded), position, holders);
  });
  return packRuns(holders, sortNames);
}

/** Lays the runs out shortest first (a counting sort: lengths are small numbers), each with its games. */
function packRuns(
  holders: ReadonlyMap<string, readonly number[]>,
  sortNames: readonly string[],
): SuggestionIndex {
  let longest = 0;
  let listed = 0;
  for (const [run, list] of holders) {
    longest = Math.max(longest, run.length);
    listed += list.length;
  }
  // counts of each length, one place up, then summed: byLength[n] = how many runs are shorter than n
  const byLength = new Int32Array(longest + 2);
  for (const run of holders.keys()) byLength[run.length + 1] = (byLength[run.length + 1] as number) + 1;
  for (let n = 1; n < byLength.length; n++)
    byLength[n] = (byLength[n] as number) + (byLength[n - 1] as number);
  const next = byLength.slice();
  const runs: string[] = new Array(holders.size);
  const lists: (readonly number[])[] = new Array(holders.size);
  for (const [run, list] of holders) {
    const r = next[run.length] as number;
    next[run.length] = r + 1;
    runs[r] = run;
    lists[r] = list;
  }
  const masks = new Uint32Array(runs.length);
  const gameStart = new Int32Array(runs.length + 1);
  const gameList = new Int32Array(listed);
  let at = 0;
  runs.forEach((run, r) => {
    masks[r] = letterMask(run);
    gameStart[r] = at;
    for (const position of lists[r] ?? []) gameList[at++] = position;
  });
  gameStart[runs.length] = at;
  return { runs, masks, byLength, gameStart, gameList, sortNames };
}

/**
 * The optimal-string-alignment distance of a and b, or `limit + 1` as soon as it must exceed `limit`.
 * `rows` is scratch space of at least 3 × (b.length + 1) cells.
 */
export function boundedDistance(a: string, b: string, limit: number, rows: Int32Array): number {
  const width = b.length + 1;
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  for (let j = 0; j < width; j++) rows[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const here = (i % 3) * width;
    const above = ((i - 1) % 3) * width;
    const twoAbove = ((i + 1) % 3) * width;
    const ca = a.charCodeAt(i - 1);
    rows[here] = i;
    let rowBest = i;
    for (let j = 1; j < width; j++) {
      const cb = b.charCodeAt(j - 1);
      const cost = ca === cb ? 0 : 1;
      let best = Math.min(
        (rows[above + j] as number) + 1,
        (rows[here + j - 1] as number) + 1,
        (rows[above + j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb) {
        best = Math.min(best, (rows[twoAbove + j - 2] as number) + 1);
      }
      rows[here + j] = best;
      if (best < rowBest) rowBest = best;
    }
    if (rowBest > limit) return limit + 1;
  }
  const last = rows[(a.length % 3) * width + b.length] as number;
  return last > limit ? limit + 1 : last;
}

interface Candidate {
  readonly distance: number;
  readonly name: string;
  readonly position: number;
}

const before = (a: Candidate, b: Candidate) =>
  a.distance !== b.distance
    ? a.distance < b.distance
    : a.name !== b.name
      ? a.name < b.name
      : a.position < b.position;

/** Adds a candidate to the best few, one per folded name, kept in order. */
function keepBest(best: Candidate[], candidate: Candidate, room: number): void {
  const same = best.findIndex((entry) => entry.name === candidate.name);
  if (same >= 0) {
    if (!before(candidate, best[same] as Candidate)) return;
    best.splice(same, 1);
  } else if (best.length >= room && !before(candidate, best[best.length - 1] as Candidate)) {
    return;
  }
  let at = best.length;
  while (at > 0 && before(candidate, best[at - 1] as Candidate)) at--;
  best.splice(at, 0, candidate);
  if (best.length > room) best.pop();
}

const indexes = new WeakMap<object, SuggestionIndex>();

/**
 * The suggestion index of a search index, built on first use and kept for as long as the search index lives.
 * Call it ahead of time (say while the search opens) so that the first misspelt query does not pay for it.
 *
 * @example
 * suggestionIndexOf(index) === suggestionIndexOf(index); // true
 */
export function suggestionIndexOf(index: SearchIndex<Pick<Game, 'name' | 'displayName'>>): SuggestionIndex {
  let found = indexes.get(index);
  if (!found) {
    found = buildSuggestionIndex(index);
    indexes.set(index, found);
  }
  return found;
}

/**
 * Up to three games of the search index whose names are closest to the query, closest first, then by name;
 * one game per name. None for a query under 3 letters (spaces and punctuation aside) or with nothing close.
 * The index holds only the games the viewer may see, so neither does the answer. The first call for an
 * index prepares its runs; later ones reuse them.
 *
 * @example
 * suggestGames(index, 'drgon'); // [Dragon Gold, Dragon's Pearl, …]
 */
export function suggestGames<T extends Pick<Game, 'name' | 'displayName'>>(
  index: SearchIndex<T>,
  query: string,
  limit: number = MAX_SEARCH_SUGGESTIONS,
): T[] {
  const wanted = suggestionWords(query).join('');
  if (wanted.length < SUGGESTION_QUERY_MIN_LENGTH || limit <= 0) return [];
  const { runs, masks, byLength, gameStart, gameList, sortNames } = suggestionIndexOf(index);
  const tolerance = suggestionTolerance(wanted.length);
  const wantedMask = letterMask(wanted);
  const shortest = Math.max(0, wanted.length - tolerance);
  if (shortest >= byLength.length - 1) return [];
  const from = byLength[shortest] as number;
  const to = byLength[Math.min(byLength.length - 1, wanted.length + tolerance + 1)] as number;
  const rows = new Int32Array(3 * (wanted.length + tolerance + 2));
  const best: Candidate[] = [];
  for (let r = from; r < to; r++) {
    const mask = masks[r] as number;
    // each slip brings in or leaves out at most one letter
    if (bitCount(wantedMask & ~mask) > tolerance || bitCount(mask & ~wantedMask) > tolerance) continue;
    const distance = boundedDistance(runs[r] as string, wanted, tolerance, rows);
    if (distance > tolerance) continue;
    for (let g = gameStart[r] as number; g < (gameStart[r + 1] as number); g++) {
      const position = gameList[g] as number;
      keepBest(best, { distance, name: sortNames[position] as string, position }, limit);
    }
  }
  return best.map((candidate) => index.games[candidate.position] as T);
}
