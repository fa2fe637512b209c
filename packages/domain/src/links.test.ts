import { describe, expect, it, vi } from 'vitest';
import { classifyLink, followLink, isSafeImageSource } from './links.ts';

const origin = 'https://casino.example';
const lobbyOnly = (path: string) => (/^\/(promotions|all-games|play\/)/.test(path) ? path : null);

describe('links from server content', () => {
  it('opens root-relative and relative lobby paths inside the app', () => {
    expect(classifyLink('/promotions', { origin })).toEqual({ kind: 'app', path: '/promotions' });
    expect(classifyLink('all-games?sort=new', { origin })).toEqual({
      kind: 'app',
      path: '/all-games?sort=new',
    });
    expect(classifyLink('https://casino.example/play/cash-bandits', { origin })).toEqual({
      kind: 'app',
      path: '/play/cash-bandits',
    });
  });

  it('opens other pages of the casino site normally when the app says they are not its own', () => {
    expect(classifyLink('/cashier/', { origin, appPathOf: lobbyOnly })).toEqual({
      kind: 'page',
      href: '/cashier/',
    });
    expect(classifyLink('/promotions', { origin, appPathOf: lobbyOnly })).toEqual({
      kind: 'app',
      path: '/promotions',
    });
  });

  it('sends other sites, protocol-relative ones included, to a new tab', () => {
    expect(classifyLink('https://other.example/x?y=1', { origin })).toEqual({
      kind: 'external',
      href: 'https://other.example/x?y=1',
    });
    expect(classifyLink('//evil.example/path', { origin })).toEqual({
      kind: 'external',
      href: 'https://evil.example/path',
    });
    // a backslash is a slash to the URL parser, so this is another host too
    expect(classifyLink('/\\evil.example', { origin })?.kind).toBe('external');
  });

  it('keeps mailto and tel links', () => {
    expect(classifyLink('mailto:help@casino.example', { origin })).toEqual({
      kind: 'contact',
      href: 'mailto:help@casino.example',
    });
    expect(classifyLink('tel:+15551234', { origin })?.kind).toBe('contact');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    ' \u0001javascript:alert(1)',
    'javascript&colon;alert(1)'.replace('&colon;', ':'),
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'intent://scan/#Intent;scheme=zxing;end',
    'https://user:pass@casino.example/',
    '',
  ])('drops %j', (href) => {
    expect(classifyLink(href, { origin })).toBeNull();
  });

  it('never calls a path with .. or // a lobby page', () => {
    expect(classifyLink('/a/../../promotions', { origin })).toEqual({ kind: 'app', path: '/promotions' });
    expect(classifyLink('/a%2F%2Fb', { origin })).toEqual({ kind: 'page', href: '/a%2F%2Fb' });
  });
});

describe('image sources from server content', () => {
  it('allows http(s), relative paths and inline raster images', () => {
    expect(isSafeImageSource('https://cdn.example/a.png', origin)).toBe(true);
    expect(isSafeImageSource('/promos/a.jpg', origin)).toBe(true);
    expect(isSafeImageSource('data:image/png;base64,iVBORw0KGgo=', origin)).toBe(true);
  });

  it('refuses scripts, SVG and HTML data and other schemes', () => {
    expect(isSafeImageSource('javascript:alert(1)', origin)).toBe(false);
    expect(isSafeImageSource('data:image/svg+xml,<svg onload=alert(1)>', origin)).toBe(false);
    expect(isSafeImageSource('data:text/html,<script>alert(1)</script>', origin)).toBe(false);
    expect(isSafeImageSource('file:///x.png', origin)).toBe(false);
  });
});

describe('following a link handed over by content that cannot follow it', () => {
  const fakeWindow = () => {
    const assign = vi.fn();
    const open = vi.fn();
    return { win: { location: { assign }, open } as unknown as Window, assign, open };
  };

  it('opens a lobby page through the router, never by loading it', () => {
    const { win, assign, open } = fakeWindow();
    const navigate = vi.fn();
    followLink({ kind: 'app', path: '/promotions' }, navigate, win);
    expect(navigate).toHaveBeenCalledWith('/promotions');
    expect(assign).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
  });

  it('opens another site in a new tab that cannot reach the lobby, and a page of the site in this tab', () => {
    const { win, assign, open } = fakeWindow();
    const navigate = vi.fn();
    followLink({ kind: 'external', href: 'https://other.example/' }, navigate, win);
    expect(open).toHaveBeenCalledWith('https://other.example/', '_blank', 'noopener,noreferrer');
    followLink({ kind: 'page', href: '/cashier' }, navigate, win);
    expect(assign).toHaveBeenCalledWith('/cashier');
    expect(navigate).not.toHaveBeenCalled();
  });
});
