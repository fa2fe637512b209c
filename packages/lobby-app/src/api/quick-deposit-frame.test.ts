import { describe, expect, it } from 'vitest';
import { browserFrameHost, submitIntoFrame } from './quick-deposit-frame.ts';

/** Just enough of a document for the frame host: elements that can be appended and removed. */
function fakeDocument() {
  const body: unknown[] = [];
  const element = () => {
    const el: Record<string, unknown> = {
      contentWindow: {},
      setAttribute() {},
      append() {},
      submit() {},
      remove() {
        body.splice(body.indexOf(el), 1);
      },
    };
    return el;
  };
  const doc = { createElement: element, body: { append: (el: unknown) => body.push(el) } };
  return { doc: doc as unknown as Document, body };
}

const noWindow = { addEventListener() {}, removeEventListener() {} } as unknown as Window;

describe('browserFrameHost in fetch mode', () => {
  it('writes the answer into the frame', async () => {
    const { doc, body } = fakeDocument();
    const host = browserFrameHost(doc, noWindow, 'fetch', async () => new Response('<p>done</p>'));
    host.open('http://lobby.test/cashier', { amount: '40', cardID: '7' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((body[0] as { srcdoc?: string }).srcdoc).toBe('<p>done</p>');
  });

  it('posts the fields as a form and ends the request when the frame closes', async () => {
    const { doc, body } = fakeDocument();
    let sent: RequestInit | undefined;
    const host = browserFrameHost(doc, noWindow, 'fetch', (_url, init) => {
      sent = init;
      return new Promise(() => {});
    });
    const frame = host.open('http://lobby.test/cashier', { amount: '40', cardID: '7' });
    expect(String(sent?.body)).toBe('amount=40&cardID=7');
    expect(sent?.signal?.aborted).toBe(false);
    frame.close();
    expect(sent?.signal?.aborted).toBe(true);
    expect(body).toEqual([]);
  });

  it('a deposit left unanswered past the time limit reads as unconfirmed and leaves no request behind', async () => {
    const { doc, body } = fakeDocument();
    let signal: AbortSignal | null | undefined;
    const host = browserFrameHost(doc, noWindow, 'fetch', (_url, init) => {
      signal = init?.signal;
      return new Promise(() => {});
    });
    const result = await submitIntoFrame(
      host,
      'http://lobby.test/cashier',
      { amount: '40' },
      { timeoutMs: 5 },
    );
    expect(result).toEqual({ ok: true, value: { state: 'unconfirmed', amount: null, message: null } });
    expect(signal?.aborted).toBe(true);
    expect(body).toEqual([]);
  });
});
