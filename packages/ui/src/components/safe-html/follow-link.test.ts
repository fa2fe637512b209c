import { describe, expect, it, vi } from 'vitest';
import { followLink } from './follow-link.ts';

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
