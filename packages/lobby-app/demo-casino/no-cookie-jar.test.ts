import { afterEach, describe, expect, it, vi } from 'vitest';
import { Cookie, CookieJar, MemoryCookieStore } from './no-cookie-jar.ts';

describe("the stand-in for Mock Service Worker's cookie jar", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('reads no stored cookie and hands no cookie to a request', () => {
    expect(Cookie.fromJSON({ key: 'session', value: 'x', domain: 'lobby.test', path: '/' })).toBeNull();
    expect(new MemoryCookieStore().idx).toEqual({});
    expect(new CookieJar().getCookiesSync('https://lobby.test/casino-api/lobby?getconfig')).toEqual([]);
  });

  it('says once that a cookie set by an answer is not kept', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const jar = new CookieJar();
    await jar.setCookie('session=1', 'https://lobby.test/casino-api/lobby?getconfig');
    await jar.setCookie('other=2', 'https://lobby.test/casino-api/lobby?getgames');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('?getconfig');
    expect(jar.getCookiesSync('https://lobby.test/')).toEqual([]);
  });
});
