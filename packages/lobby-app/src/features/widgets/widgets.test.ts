import { describe, expect, it } from 'vitest';
import type { Api } from '../../api/index.ts';
import { referAFriendHref } from './refer-a-friend.ts';
import { knownWidgets, loadHeaderWidgets, MAX_HEADER_WIDGETS } from './widgets.ts';

const ok = <T>(value: T) => Promise.resolve({ ok: true as const, value });
const failed = () => Promise.resolve({ ok: false as const, error: { kind: 'http', status: 500 } });

describe('knownWidgets', () => {
  it('keeps known names in order, once each, whatever their case', () => {
    expect(knownWidgets(['CrewPon', 'chat', 'crewpon', ' escapepod '])).toEqual(['crewpon', 'escapepod']);
  });

  it('ignores names that are properties of every object', () => {
    expect(knownWidgets(['constructor', 'toString', '__proto__', 'hasOwnProperty'])).toEqual([]);
  });

  it(`stops at ${MAX_HEADER_WIDGETS}`, () => {
    const many = ['escapepod', 'crewpon', 'fortuneteller', 'wpc2', 'synth', 'escapepod'];
    expect(knownWidgets(many)).toHaveLength(MAX_HEADER_WIDGETS);
  });
});

describe('loadHeaderWidgets', () => {
  const BASE = 'https://casino.example/lobby/';
  const api = (overrides: Partial<Record<keyof Api, () => Promise<unknown>>>) =>
    ({
      getWidgets: () => ok(['escapepod', 'crewpon', 'fortuneteller']),
      getEscapePodWidget: () => ok('<b>pods</b>'),
      getCrewponWidget: () => ok('<b>coupons</b>'),
      getFortuneTellerWidget: () => ok('<b>luck</b>'),
      ...overrides,
    }) as unknown as Api;

  it("loads each listed widget's HTML", async () => {
    expect(await loadHeaderWidgets(api({}), BASE)).toEqual([
      { name: 'escapepod', html: '<b>pods</b>' },
      { name: 'crewpon', html: '<b>coupons</b>' },
      { name: 'fortuneteller', html: '<b>luck</b>' },
    ]);
  });

  it('leaves out a widget whose call fails or answers nothing', async () => {
    const list = await loadHeaderWidgets(
      api({ getCrewponWidget: failed, getFortuneTellerWidget: () => ok('  ') }),
      BASE,
    );
    expect(list.map((w) => w.name)).toEqual(['escapepod']);
  });

  it('reads the Wpc2 and synth widgets through their HTML and asset calls, and leaves out either when one fails', async () => {
    const five = {
      getWidgets: () => ok(['wpc2', 'synth', 'escapepod']),
      getWpc2WidgetHtml: () => ok('<b>wheel</b>'),
      getSynthWidgetHtml: () => ok('<b>synth</b>'),
      getWpc2Widget: () =>
        ok({ scripts: ['/w/wheel.js', 'javascript:go()'], styles: [], data: { spins: 3 } }),
      getSynthWidget: () => ok({ scripts: [], styles: ['https://cdn.example/s.css'], data: {} }),
    };
    expect((await loadHeaderWidgets(api(five), BASE))[0]).toEqual({
      name: 'wpc2',
      html: '<b>wheel</b>',
      assets: { scripts: ['https://casino.example/w/wheel.js'], styles: [], data: { spins: 3 } },
    });
    expect(
      (await loadHeaderWidgets(api({ ...five, getWpc2Widget: failed }), BASE)).map((w) => w.name),
    ).toEqual(['synth', 'escapepod']);
    expect(
      (await loadHeaderWidgets(api({ ...five, getSynthWidget: failed }), BASE)).map((w) => w.name),
    ).toEqual(['wpc2', 'escapepod']);
    expect((await loadHeaderWidgets(api(five), BASE)).map((w) => w.name)).toEqual([
      'wpc2',
      'synth',
      'escapepod',
    ]);
    expect(
      (await loadHeaderWidgets(api({ ...five, getWpc2WidgetHtml: failed }), BASE)).map((w) => w.name),
    ).toEqual(['synth', 'escapepod']);
    expect(
      (await loadHeaderWidgets(api({ ...five, getSynthWidgetHtml: failed }), BASE)).map((w) => w.name),
    ).toEqual(['wpc2', 'escapepod']);
  });

  it('shows none when the list itself fails', async () => {
    expect(await loadHeaderWidgets(api({ getWidgets: failed }), BASE)).toEqual([]);
  });
});

describe('referAFriendHref', () => {
  const origin = 'https://casino.example';
  it("prefers the casino's page, then its link", () => {
    expect(
      referAFriendHref({ page: '/dashboard/refer-a-friend', url: 'https://raf.example/x' }, origin),
    ).toBe('/dashboard/refer-a-friend');
    expect(referAFriendHref({ page: null, url: 'https://raf.example/x?ref=1' }, origin)).toBe(
      'https://raf.example/x?ref=1',
    );
  });

  it('never uses a link the lobby must not follow', () => {
    expect(referAFriendHref({ page: 'javascript:alert(1)', url: ' JaVaScRiPt:alert(2)' }, origin)).toBeNull();
    expect(referAFriendHref({ page: 'https://user:pw@evil.example', url: null }, origin)).toBeNull();
    expect(referAFriendHref({ page: 'javascript:alert(1)', url: '/raf/' }, origin)).toBe('/raf/');
    expect(referAFriendHref({ page: null, url: null }, origin)).toBeNull();
  });
});
