/**
 * The demo casino's fixed content: players, menus, promotions, tournaments, messages and translations.
 * Times are built around the casino's clock so countdowns, live windows and expiries are always current.
 */
import type { DemoCasinoId, DemoProfile } from './settings.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;

// Building a formatter costs far more than using one: the casino's clock keeps a single one.
let nyFormat: Intl.DateTimeFormat | null = null;

const nyParts = (ms: number) => {
  nyFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const parts = nyFormat.formatToParts(new Date(ms));
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '00';
  return {
    date: `${get('year')}-${get('month')}-${get('day')}`,
    time: `${get('hour')}:${get('minute')}:${get('second')}`,
  };
};

/** `YYYY-MM-DD HH:MM:SS` in server time (America/New_York), as the platform writes dates. */
export function serverDateTime(ms: number): string {
  const { date, time } = nyParts(ms);
  return `${date} ${time}`;
}

/** `YYYY-MM-DD` in server time. */
export function serverDate(ms: number): string {
  return nyParts(ms).date;
}

export interface DemoPlayer {
  readonly PID: string;
  readonly fname: string;
  readonly lname: string;
  readonly class: string;
  readonly class_vip_level: string;
  readonly class_display_name: string;
  readonly practicemode: boolean;
  readonly balance: number;
  readonly bonus: number | null;
  readonly comppoints: number | null;
  /** Reason of the daily free spins state when nothing else decides it. */
  readonly dfs: string;
  readonly favourites: number;
  readonly pendingWithdrawals: number;
  readonly quickDeposit: boolean;
  readonly alternativeCrypto: boolean;
}

/** One player per logged-in profile; `guest` has none. */
export const DEMO_PLAYERS: Readonly<Record<Exclude<DemoProfile, 'guest'>, DemoPlayer>> = {
  new: {
    PID: '100001',
    fname: 'Nora',
    lname: 'Newman',
    class: 'new_player',
    class_vip_level: '0',
    class_display_name: 'New Player',
    practicemode: false,
    balance: 25,
    bonus: 0,
    comppoints: 12,
    dfs: 'email_not_clicked',
    favourites: 0,
    pendingWithdrawals: 0,
    quickDeposit: true,
    alternativeCrypto: false,
  },
  vip: {
    PID: '100002',
    fname: 'Victor',
    lname: 'Valdez',
    class: 'vip_gold',
    class_vip_level: '4',
    class_display_name: 'Gold VIP',
    practicemode: true,
    balance: 12_450.75,
    bonus: 320,
    comppoints: 48_210,
    dfs: 'allowed',
    favourites: 8,
    pendingWithdrawals: 3,
    quickDeposit: true,
    alternativeCrypto: false,
  },
  low: {
    PID: '100003',
    fname: 'Lena',
    lname: 'Lowe',
    class: 'regular',
    class_vip_level: '1',
    class_display_name: 'Bronze',
    practicemode: false,
    balance: 3.2,
    bonus: null,
    comppoints: null,
    dfs: 'fivedolar_balance',
    favourites: 3,
    pendingWithdrawals: 1,
    quickDeposit: true,
    alternativeCrypto: true,
  },
  practice: {
    PID: '100004',
    fname: 'Pat',
    lname: 'Practice',
    class: 'regular',
    class_vip_level: '1',
    class_display_name: 'Bronze',
    practicemode: true,
    balance: 80,
    bonus: 10,
    comppoints: 300,
    dfs: 'minimum_deposit',
    favourites: 3,
    pendingWithdrawals: 0,
    quickDeposit: false,
    alternativeCrypto: false,
  },
  sportsbook: {
    PID: '850001',
    fname: 'Sam',
    lname: 'Striker',
    class: 'regular',
    class_vip_level: '2',
    class_display_name: 'Silver',
    practicemode: false,
    balance: 420,
    bonus: 0,
    comppoints: 1_250,
    dfs: 'active_coupon',
    favourites: 4,
    pendingWithdrawals: 0,
    quickDeposit: true,
    alternativeCrypto: false,
  },
};

export const CASINO_NAMES: Readonly<Record<DemoCasinoId, string>> = {
  4: 'Lucky Harbor Casino',
  14: 'Coin Vault Casino',
  85: 'Euro Palace Casino',
  93: 'Starlight Casino',
};

type Locale = 'EN' | 'DE' | 'ES' | 'FR';
const LOCALES: readonly Locale[] = ['EN', 'DE', 'ES', 'FR'];

const NAV_LABELS: Record<string, Record<Locale, string>> = {
  lobby: { EN: 'Lobby', DE: 'Lobby', ES: 'Vestíbulo', FR: 'Accueil' },
  promotions: { EN: 'Promotions', DE: 'Aktionen', ES: 'Promociones', FR: 'Promotions' },
  tournaments: { EN: 'Tournaments', DE: 'Turniere', ES: 'Torneos', FR: 'Tournois' },
  providers: { EN: 'Providers', DE: 'Anbieter', ES: 'Proveedores', FR: 'Fournisseurs' },
  livedealer: { EN: 'Live Dealer', DE: 'Live-Dealer', ES: 'Crupier en vivo', FR: 'Croupier en direct' },
  sportsbook: { EN: 'Sports', DE: 'Sport', ES: 'Deportes', FR: 'Sports' },
  loyalty: { EN: 'Loyalty', DE: 'Treueprogramm', ES: 'Fidelidad', FR: 'Fidélité' },
  vip: { EN: 'VIP Program', DE: 'VIP-Programm', ES: 'Programa VIP', FR: 'Programme VIP' },
  games: { EN: 'Games', DE: 'Spiele', ES: 'Juegos', FR: 'Jeux' },
  promos: { EN: 'Promos', DE: 'Aktionen', ES: 'Promos', FR: 'Promos' },
  cashier: { EN: 'Cashier', DE: 'Kasse', ES: 'Cajero', FR: 'Caisse' },
  account: { EN: 'Account', DE: 'Konto', ES: 'Cuenta', FR: 'Compte' },
};

interface WireMenuItem {
  id: string;
  label: string;
  action: string;
  icon: string;
  ucc_internal: '0' | '1';
}

function menu(ids: readonly (readonly [string, string, string, boolean])[]): Record<Locale, WireMenuItem[]> {
  const lists = {} as Record<Locale, WireMenuItem[]>;
  for (const locale of LOCALES) {
    lists[locale] = ids.map(([id, action, icon, internal]) => ({
      id,
      label: NAV_LABELS[id]?.[locale] ?? id,
      action,
      icon,
      ucc_internal: internal ? '1' : '0',
    }));
  }
  return lists;
}

/** Navigation per upper-case locale; fusion has providers and live dealer as a category, 85 has sports. */
export function navigationFor(fusion: boolean, casinoId: DemoCasinoId): Record<Locale, WireMenuItem[]> {
  const items: [string, string, string, boolean][] = [
    ['lobby', '/', 'home', true],
    ['promotions', '/promotions', 'gift', true],
    ['tournaments', '/tournaments', 'trophy', true],
  ];
  if (fusion)
    items.push(
      ['providers', '/providers', 'grid', true],
      ['livedealer', '/category/live-dealer', 'cards', true],
    );
  else items.push(['livedealer', '/live-dealer', 'cards', true]);
  if (casinoId === 85) items.push(['sportsbook', '/sportsbook', 'ball', true]);
  items.push(['loyalty', '/dashboard/loyalty', 'star', false], ['vip', '/vip-program', 'crown', false]);
  return menu(items);
}

/** The mobile launcher bar per locale. */
export function launcherFor(): Record<Locale, WireMenuItem[]> {
  return menu([
    ['games', '/all-games', 'grid', true],
    ['promos', '/promotions', 'gift', true],
    ['cashier', '/cashier/', 'wallet', false],
    ['account', '/dashboard/', 'user', false],
  ]);
}

// --- promotions ------------------------------------------------------------------------------------------

export function regularPromos(now: number, assets: string, currencySymbol: string): unknown[] {
  const endAt = (days: number) => serverDateTime(now + days * DAY);
  return [
    {
      id: 'p-weekend-reload',
      title: 'Weekend Reload',
      text: '<p>Get a <strong>75% reload</strong> up to 500 every weekend.</p>',
      terms: '<p>Minimum deposit applies. 30x playthrough. One claim per weekend.</p>',
      image: `${assets}promos/weekend-reload.jpg`,
      cta_link: '/cashier/',
      cta_attributes: '',
      cta_text: 'Claim now',
      min_deposit: '25',
      schedule_values: [
        {
          recurrence: 'saturday,sunday',
          countdown: '1',
          end_at: endAt(30),
          repeat_param: 'weekly',
          end_time: '23:59',
          weekly_end_time: '23:59:00',
        },
      ],
    },
    {
      id: 'p-daily-cashback',
      title: 'Daily Cashback',
      text: `<p>10% of today's losses back, up to ${currencySymbol}100.</p>`,
      terms: '<p>Credited at midnight server time.</p>',
      image: `${assets}promos/daily-cashback.mp4`,
      cta_link: '/promotions',
      cta_attributes: '',
      cta_text: 'Learn more',
      min_deposit: '0',
      schedule_values: [
        {
          recurrence: 'daily',
          countdown: '1',
          end_at: endAt(60),
          repeat_param: 'daily',
          end_time: '23:00:00',
        },
      ],
    },
    {
      id: 'p-launch-party',
      title: 'Launch Party',
      text: "<p>50 free spins on this month's newest release.</p>",
      terms: '',
      image: `${assets}promos/launch-party.jpg`,
      cta_link: '/all-games',
      cta_attributes: 'data-track="launch"',
      cta_text: 'Play now',
      min_deposit: '50',
      schedule_values: [
        {
          recurrence: '',
          countdown: '1',
          end_at: endAt(4),
          repeat_param: 'one_time',
          end_time: '',
          weekly_end_time: '',
        },
      ],
    },
    {
      id: 'p-monthly-vip',
      title: 'VIP Month',
      text: '<p>Double comp points all month long.</p>',
      terms: '<p>VIP players only.</p>',
      image: `${assets}promos/vip-month.jpg`,
      cta_link: '/vip-program',
      cta_attributes: '',
      cta_text: 'See VIP',
      min_deposit: 0,
      schedule_values: [{ recurrence: 'monthly', countdown: 1, end_at: endAt(20), repeat_param: 'monthly' }],
    },
    {
      id: 'p-refer-a-friend',
      title: 'Refer a Friend',
      text: '<p>Bring a friend and both get a bonus.</p>',
      terms: '',
      image: `${assets}promos/refer-a-friend.jpg`,
      cta_link: '/dashboard/',
      cta_attributes: '',
      cta_text: 'Invite',
      min_deposit: '0',
      // no countdown: shows no 'Expires in'
      schedule_values: [{ countdown: '0' }],
    },
  ];
}

/**
 * The demo's festival block tries what a hostile custom promo would: read the lobby's page, storage and
 * cookies and move the lobby to another address. It lists on itself whether each attempt was blocked, so
 * the sandbox it runs in can be seen at work.
 */
const ISOLATION_CHECK_JS = `(function(){var list=document.querySelector('.demo-fest-checks');if(!list)return;function check(label,attempt){var blocked=false;try{attempt();}catch(e){blocked=true;}var item=document.createElement('li');item.setAttribute('data-check',label);item.setAttribute('data-result',blocked?'blocked':'reachable');item.textContent=label+': '+(blocked?'blocked':'REACHABLE');list.appendChild(item);}check('Lobby page',function(){return parent.document.body.innerHTML;});check('Lobby storage',function(){return localStorage.length;});check('Lobby cookies',function(){return document.cookie;});check('Lobby address',function(){top.location.href='https://example.invalid/';});})();`;

/** The custom promo groups; `blocks` keeps only that many blocks of the first group and drops the rest. */
export function customPromos(blocks?: number): unknown[] {
  const groups = [
    {
      id: 'c-summer-festival',
      display_on: { pages: ['promotions', 'home'], categories: [], sub_groups: [], themes: [] },
      display_on_webplay: '0',
      data: [
        {
          html: '<section class="demo-fest"><h2>Summer Festival</h2><p>Daily prizes for 30 days.</p><button type="button" class="demo-fest-cta">Join</button><p class="demo-fest-note">This block runs its own script. It tried to reach the lobby:</p><ul class="demo-fest-checks"></ul></section>',
          css: '.demo-fest{padding:2rem;border-radius:1rem;background:linear-gradient(120deg,#b45309,#b91c1c);color:#fff;font-family:system-ui,sans-serif}.demo-fest h2{margin:0 0 .5rem}.demo-fest-cta{padding:.5rem 1.25rem;border:0;border-radius:999px;background:#fff;color:#7c2d12;font-weight:700}.demo-fest-note{margin:1rem 0 .25rem;font-size:.85rem;opacity:.9}.demo-fest-checks{margin:0;padding-left:1.25rem;font-size:.85rem}',
          js: `document.querySelector('.demo-fest-cta')?.addEventListener('click',()=>{document.querySelector('.demo-fest h2').textContent='See you there!'});${ISOLATION_CHECK_JS}`,
        },
        {
          html: '<section class="demo-race"><h2>Cash Race</h2><p>Top 50 players share 10,000.</p></section>',
          css: '.demo-race{padding:2rem;border-radius:1rem;background:#0f766e;color:#fff;font-family:system-ui,sans-serif}.demo-race h2{margin:0 0 .5rem}',
          js: '',
        },
      ],
    },
    {
      id: 'c-slots-only',
      // shown on the slots category only, so the promotions page skips it
      display_on: { pages: [], categories: ['online-slots'], sub_groups: [], themes: [] },
      display_on_webplay: '1',
      data: [
        {
          html: '<div class="demo-slots-banner">Slots week: double points</div>',
          css: '.demo-slots-banner{padding:1rem}',
          js: '',
        },
      ],
    },
  ];
  if (blocks === undefined) return groups;
  const [first] = groups;
  return first ? [{ ...first, data: first.data.slice(0, blocks) }] : [];
}

// --- tournaments -------------------------------------------------------------------------------------------

interface TournamentSeed {
  readonly name: string;
  readonly status: 'running' | 'upcoming' | 'finished';
  /** The spelling on the wire (active/archived also occur). */
  readonly wire: string;
  readonly startsIn: number;
  readonly lasts: number;
  readonly prize: number;
}

const TOURNAMENTS: readonly TournamentSeed[] = [
  {
    name: 'Dragon Spin Sprint',
    status: 'running',
    wire: 'running',
    startsIn: -2 * DAY,
    lasts: 5 * DAY,
    prize: 25_000,
  },
  {
    name: 'Midnight Reel Rally',
    status: 'running',
    wire: 'active',
    startsIn: -6 * HOUR,
    lasts: 9 * HOUR,
    prize: 5_000,
  },
  {
    name: 'Golden Jackpot Chase',
    status: 'upcoming',
    wire: 'upcoming',
    startsIn: 20 * HOUR,
    lasts: 3 * DAY,
    prize: 50_000,
  },
  {
    name: 'Pirate Plunder Cup',
    status: 'upcoming',
    wire: 'upcoming',
    startsIn: 5 * DAY,
    lasts: 7 * DAY,
    prize: 15_000,
  },
  {
    name: 'Space Slots Marathon',
    status: 'finished',
    wire: 'finished',
    startsIn: -10 * DAY,
    lasts: 7 * DAY,
    prize: 12_500,
  },
  {
    name: 'Vegas Classic Showdown',
    status: 'finished',
    wire: 'archived',
    startsIn: -20 * DAY,
    lasts: 5 * DAY,
    prize: 8_000,
  },
  {
    name: 'Jungle Fever Weekend',
    status: 'finished',
    wire: 'finished',
    startsIn: -30 * DAY,
    lasts: 2 * DAY,
    prize: 3_000,
  },
  {
    name: 'Neon Nights Open',
    status: 'finished',
    wire: 'finished',
    startsIn: -45 * DAY,
    lasts: 3 * DAY,
    prize: 20_000,
  },
];

const tournamentSlug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

export interface TournamentContext {
  readonly now: number;
  readonly assets: string;
  readonly providers: readonly string[];
  readonly games: readonly string[];
}

/** Fusion tournament objects (§3), every status, with the `active`/`archived` spellings mixed in. */
export function fusionTournaments(ctx: TournamentContext) {
  return TOURNAMENTS.map((t, index) => {
    const start = ctx.now + t.startsIn;
    const end = start + t.lasts;
    const shortname = tournamentSlug(t.name);
    const image = (kind: string) => `${ctx.assets}tournaments/${kind}/${shortname}.jpg`;
    return {
      status: t.status,
      body: {
        id: String(700 + index),
        shortname,
        name: t.name,
        status: t.wire,
        provider: ctx.providers.slice(index % 3, (index % 3) + 1 + (index % 2)),
        desktop_image: image('desktop'),
        mobile_image: image('mobile'),
        tournament_desktop_image: image('tournament-desktop'),
        tournament_mobile_image: image('tournament-mobile'),
        prize_pool: String(t.prize),
        schedule: [
          {
            start_at: serverDateTime(start),
            end_at: serverDateTime(end),
            start_at_iso: new Date(start).toISOString(),
            end_at_iso: new Date(end).toISOString(),
            next_upcoming_startdate: serverDateTime(start + 7 * DAY),
          },
        ],
        terms: `<ol><li>Play any tournament game to join.</li><li>Points per ${index % 2 ? 'win' : 'spin'}.</li><li>Top ${10 + index} places are paid.</li></ol>`,
        content: {
          left: `<h3>How to play</h3><p>Spin the listed games; every spin earns points toward the ${t.name}.</p>`,
          right: '<h3>Prizes</h3><p>Cash prizes credited within 24 hours of the end.</p>',
        },
        associated_games: ctx.games.slice(index * 4, index * 4 + 6),
        paid_places: String(10 + index),
        archives_at: serverDateTime(end + 14 * DAY),
      },
    };
  });
}

/** RTG tournament objects (§3): Running or coming soon. */
export function rtgTournaments(ctx: TournamentContext) {
  return TOURNAMENTS.filter((t) => t.status !== 'finished').map((t, index) => {
    const start = ctx.now + t.startsIn;
    return {
      tournament_id: String(300 + index),
      tournament_name: t.name,
      tournament_start_date: serverDateTime(start),
      tournament_end_date: serverDateTime(start + t.lasts),
      prize_pool: t.prize.toFixed(2),
      status: t.status === 'running' ? 'Running' : 'Coming Soon',
      image_webp: `${ctx.assets}rtg/tournaments/${tournamentSlug(t.name)}.webp`,
      image_png: `${ctx.assets}rtg/tournaments/${tournamentSlug(t.name)}.png`,
    };
  });
}

// --- messages ---------------------------------------------------------------------------------------------

export function inboxMessages(now: number, firstName: string) {
  const subjects = [
    ['Welcome aboard!', `<p>Hi ${firstName}, your account is ready. Enjoy the lobby!</p>`],
    ['Your weekend reload is here', '<p>Deposit this weekend for a 75% reload.</p>'],
    ['New games this week', '<p>Three brand new releases just landed.</p>'],
    ['Tournament results', '<p>The Space Slots Marathon has finished. Thanks for playing.</p>'],
    ['Daily free spins', '<p>Spin the wheel every day for free spins.</p>'],
    ['Security notice', '<p>We will never ask for your password by e-mail.</p>'],
    ['Cashback credited', '<p>Your daily cashback was added to your balance.</p>'],
  ] as const;
  return subjects.map(([subject, body], index) => ({
    id: String(5000 + index),
    subject,
    body,
    date: serverDateTime(now - index * 19 * HOUR),
    read: index >= 3 ? '1' : '0',
  }));
}

// --- translations -------------------------------------------------------------------------------------------

const DFS_REASONS_EN: Record<string, string> = {
  no_dfs_data: 'Daily free spins are not available right now.',
  no_dfs_game: 'There is no free-spins game today.',
  no_dfs_template: 'Daily free spins are being set up. Please check back later.',
  server_error_email_click: 'We could not check your e-mail confirmation. Please try again.',
  minimum_deposit: 'Deposit at least {amount} in the last {days} days to claim daily free spins.',
  redeemed_today: "You have already claimed today's free spins. Come back tomorrow!",
  active_coupon: 'Cancel your active coupon to claim daily free spins.',
  fivedolar_balance: 'Your balance must be under {amount} to claim daily free spins.',
  email_not_clicked: 'Confirm your e-mail address to claim daily free spins.',
};

const DFS_REASONS_DE: Record<string, string> = {
  no_dfs_data: 'Tägliche Freispiele sind gerade nicht verfügbar.',
  redeemed_today: 'Du hast die heutigen Freispiele schon abgeholt. Komm morgen wieder!',
  minimum_deposit: 'Zahle in den letzten {days} Tagen mindestens {amount} ein, um Freispiele zu erhalten.',
};

/**
 * Translation files by `{LANG}-{name}`. Only some exist in other languages, so the client's English
 * fallback is exercised (a missing file answers 404).
 */
export function translationFile(
  lang: string,
  name: string,
  providers: readonly { shortname: string; name: string }[],
): Record<string, string> | null {
  const key = `${lang.toUpperCase()}-${name.toLowerCase()}`;
  switch (key) {
    case 'EN-dfs':
      return DFS_REASONS_EN;
    case 'DE-dfs':
      return DFS_REASONS_DE;
    case 'EN-providers':
      return Object.fromEntries(
        providers
          .filter((p) => p.shortname !== 'first-sportsbook')
          .slice(0, 12)
          .map((p) => [p.shortname, `${p.name} builds bold, fast games with big bonus rounds.`]),
      );
    case 'EN-tips':
      return Object.fromEntries(
        Array.from({ length: 12 }, (_, i) => [`tip${i + 1}`, `Tip ${i + 1}: set a budget before you play.`]),
      );
    case 'FR-tips':
      return Object.fromEntries(
        Array.from({ length: 12 }, (_, i) => [
          `tip${i + 1}`,
          `Astuce ${i + 1} : fixez un budget avant de jouer.`,
        ]),
      );
    default:
      return null;
  }
}
