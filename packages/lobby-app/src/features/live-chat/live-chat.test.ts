import { describe, expect, it, vi } from 'vitest';
import { LIVE_CHAT_EVENT, type LiveChatDeps, requestLiveChat } from './live-chat.ts';

function deps(contactPage: string | null, answer = false) {
  const target = new EventTarget();
  if (answer) target.addEventListener(LIVE_CHAT_EVENT, (event) => event.preventDefault());
  const calls = { assign: vi.fn(), openExternal: vi.fn(), unavailable: vi.fn() };
  const all: LiveChatDeps = { target, contactPage, origin: 'https://casino.example', ...calls };
  return { all, calls };
}

describe('requestLiveChat', () => {
  it('leaves it to the site when its chat widget answers', () => {
    const { all, calls } = deps('/contact/', true);
    expect(requestLiveChat(all)).toBe('chat');
    expect(calls.assign).not.toHaveBeenCalled();
    expect(calls.unavailable).not.toHaveBeenCalled();
  });

  it("opens the site's contact page when nothing answers", () => {
    const { all, calls } = deps('/contact/');
    expect(requestLiveChat(all)).toBe('contact');
    expect(calls.assign).toHaveBeenCalledWith('/contact/');
  });

  it('opens a contact page on another site in a new tab', () => {
    const { all, calls } = deps('https://help.example/chat');
    expect(requestLiveChat(all)).toBe('contact');
    expect(calls.openExternal).toHaveBeenCalledWith('https://help.example/chat');
    expect(calls.assign).not.toHaveBeenCalled();
  });

  it('says support is unavailable without a contact page, or with one that must not be followed', () => {
    for (const page of [null, '', 'javascript:alert(1)', 'data:text/html,hi']) {
      const { all, calls } = deps(page);
      expect(requestLiveChat(all)).toBe('unavailable');
      expect(calls.unavailable).toHaveBeenCalledTimes(1);
      expect(calls.assign).not.toHaveBeenCalled();
      expect(calls.openExternal).not.toHaveBeenCalled();
    }
  });
});
