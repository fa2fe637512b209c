import { describe, expect, it } from 'vitest';
import { DemoCasino } from './casino.ts';
import { demoEnv } from './env.ts';
import { EVIL_HOST, HOSTILE_PAYLOADS, hostileLink, poisonBody, SENTINEL } from './hostile.ts';
import { settingsFromUrl } from './settings.ts';

/** Every string anywhere in a body. */
function strings(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (Array.isArray(node)) return node.flatMap(strings);
  if (node !== null && typeof node === 'object') return Object.values(node).flatMap(strings);
  return [];
}

const IDS = /xss\d{3}/g;

describe('hostile payloads', () => {
  it('has at least 100 distinct payloads, each with its own id and a way to reach the sentinel or the evil host', () => {
    expect(HOSTILE_PAYLOADS.length).toBeGreaterThanOrEqual(100);
    expect(new Set(HOSTILE_PAYLOADS.map((p) => p.html)).size).toBe(HOSTILE_PAYLOADS.length);
    expect(new Set(HOSTILE_PAYLOADS.map((p) => p.id)).size).toBe(HOSTILE_PAYLOADS.length);
    for (const payload of HOSTILE_PAYLOADS) {
      const reaches =
        payload.html.includes(`${SENTINEL}('${payload.id}')`) ||
        payload.html.includes(EVIL_HOST) ||
        // encoded forms: base64 or entities that decode to the sentinel call
        /base64|&#|atob|\+"ss"|msgbox|htc|binding/.test(payload.html);
      expect(reaches, payload.html).toBe(true);
    }
  });

  it('makes links of script and off-site addresses', () => {
    const links = Array.from({ length: 14 }, (_, n) => hostileLink(n, 'xss001'));
    expect(new Set(links).size).toBe(14);
    expect(links.some((link) => link.startsWith('javascript:'))).toBe(true);
    expect(links.some((link) => link.includes(`//${EVIL_HOST}`))).toBe(true);
  });

  it('poisons text, HTML and link fields but keeps identifiers', () => {
    const body = {
      games: [
        {
          shortname: 'cash-bandits',
          display_name: 'Cash Bandits',
          provider: 'rtg',
          sub_groups_with_sort: [{ name: 'top-games', order: 1 }],
        },
      ],
      regular_promos: [{ id: 'p1', title: 'Reload', text: '<p>Hi</p>', cta_link: '/cashier/' }],
    };
    const poisoned = poisonBody('getgames', body, { offset: 0 }) as typeof body;
    const game = poisoned.games[0];
    expect(game?.shortname).toBe('cash-bandits');
    expect(game?.provider).toBe('rtg');
    expect(game?.sub_groups_with_sort[0]?.name).toBe('top-games');
    expect(game?.display_name).toMatch(/^xss\d{3} /);
    const promo = poisoned.regular_promos[0];
    expect(promo?.id).toBe('p1');
    expect(promo?.text).toMatch(/^xss\d{3} </);
    expect(promo?.cta_link).not.toBe('/cashier/');
    expect(promo?.cta_link).not.toMatch(/^xss/);
  });

  it('moves through the list with the offset, so different offsets show different payloads', () => {
    const body = { messages: [{ subject: 'a', body: 'b' }] };
    const first = strings(poisonBody('getmessages', body, { offset: 0 })).join(' ');
    const second = strings(poisonBody('getmessages', body, { offset: 7 })).join(' ');
    expect(first.match(IDS)?.[0]).not.toBe(second.match(IDS)?.[0]);
  });

  it('covers every payload across the demo casino’s catalogue and pages', () => {
    const casino = new DemoCasino({ env: demoEnv(), settings: { variant: 'fusion', profile: 'vip' } });
    const form = new URLSearchParams();
    const seen = new Set<string>();
    const bodies: [Parameters<typeof poisonBody>[0], unknown][] = [
      ['getgames', casino.answer('getgames')],
      ['getpromos', casino.answer('getpromos', { form })],
      ['gettournaments', casino.answer('gettournaments', { form })],
      ['getmessages', casino.answer('getmessages')],
      ['winners', casino.answer('winners')],
    ];
    for (const [call, body] of bodies)
      for (const text of strings(poisonBody(call, body, { offset: 0 })))
        for (const id of text.match(IDS) ?? []) seen.add(id);
    expect(seen.size).toBe(HOSTILE_PAYLOADS.length);
  });

  it('switches on the sticky banner and every widget, and gives the custom promo a hostile script', () => {
    expect(poisonBody('stickybanner', { stickybanner: '0', html: '' }, { offset: 0 })).toMatchObject({
      stickybanner: '1',
      html: expect.stringMatching(/^xss\d{3} /),
    });
    expect(poisonBody('widgets', { widgets: [] }, { offset: 0 })).toEqual({
      widgets: ['escapepod', 'crewpon', 'fortuneteller'],
    });
    const promos = poisonBody(
      'getpromos',
      { custom_promos: [{ id: 'c', data: [{ html: '<p>x</p>', css: '', js: '' }] }] },
      { offset: 0 },
    ) as { custom_promos: { data: { js: string }[] }[] };
    expect(promos.custom_promos[0]?.data[0]?.js).toContain(`parent.${SENTINEL}(`);
  });

  it('leaves the calls that carry only identifiers or keys alone', () => {
    const body = { url: 'https://games.example/x' };
    expect(poisonBody('gamelauncher', body, { offset: 0 })).toBe(body);
  });

  it('is switched on from the URL', () => {
    expect(settingsFromUrl('?demo_hostile=xss&demo_hostile_offset=40')).toEqual({
      hostile: 'xss',
      hostileOffset: 40,
    });
    expect(settingsFromUrl('?demo_hostile=maybe')).toEqual({});
  });
});
