/**
 * The quick-deposit POST (§7): a form with amount and cardID is sent into a hidden iframe, and the
 * processor page reports the result back to the lobby with `postMessage`:
 *
 *   parent.postMessage({ type: 'lobby:quick-deposit-result', state, amount, message }, '*')
 *
 * state is 'success', 'error' or 'unconfirmed' (§4). The lobby accepts a message only from the frame it
 * created and only from the processor's origin. No report within the time limit reads as 'unconfirmed':
 * the money may have moved, so the player is sent to the cashier to check rather than told it failed.
 */
import { type DepositOutcome, DepositOutcomeSchema, err, ok, parseWire } from '@lobby/domain';
import { trustedHtml } from '@lobby/ui/lib/trusted-types.ts';
import { postHiddenForm } from '../platform/post-form.ts';
import type { ApiResult } from './transport.ts';

/** A message event as the lobby sees it. */
export interface FrameMessage {
  readonly data: unknown;
  readonly origin: string;
  readonly source: unknown;
}

/** Where the hidden frame lives; the browser one below, a fake in Node tests. */
export interface FrameHost {
  /** Creates the hidden frame and posts the form into it; returns the frame's window and a remover. */
  open(url: string, fields: Readonly<Record<string, string>>): { readonly window: unknown; close(): void };
  /** Listens to message events on the lobby's window. */
  subscribe(listener: (message: FrameMessage) => void): () => void;
}

/**
 * The browser frame host. `navigate` submits a real form into the iframe (production). `fetch` posts the
 * form with fetch and writes the answer into the frame's srcdoc: the demo casino runs in a service worker,
 * and service workers never see a frame's navigation, so a real navigation would miss it. A srcdoc page has
 * the lobby's origin, which is the demo processor's origin too, so the origin check holds in both modes.
 */
export function browserFrameHost(
  doc: Document,
  win: Window,
  mode: 'navigate' | 'fetch',
  doFetch: typeof fetch = (input, init) => globalThis.fetch(input, init),
): FrameHost {
  return {
    open(url, fields) {
      const name = `qd-frame-${Math.random().toString(36).slice(2)}`;
      const frame = doc.createElement('iframe');
      frame.name = name;
      frame.title = 'Quick deposit';
      frame.hidden = true;
      frame.setAttribute('aria-hidden', 'true');
      frame.tabIndex = -1;
      doc.body.append(frame);
      let form: HTMLFormElement | null = null;
      // closing the frame ends its request too, so nothing is left waiting after a time limit
      const request = new AbortController();
      if (mode === 'navigate') {
        form = postHiddenForm(doc, url, fields, name);
      } else {
        void doFetch(url, {
          method: 'POST',
          body: new URLSearchParams(fields),
          credentials: 'include',
          signal: request.signal,
        })
          .then((response) => response.text())
          .then((html) => {
            frame.srcdoc = trustedHtml(html);
          })
          .catch(() => {
            // no report will come; the time limit turns this into 'unconfirmed'
          });
      }
      return {
        window: frame.contentWindow,
        close() {
          request.abort();
          form?.remove();
          frame.remove();
        },
      };
    },
    subscribe(listener) {
      const handler = (event: MessageEvent) =>
        listener({ data: event.data as unknown, origin: event.origin, source: event.source });
      win.addEventListener('message', handler);
      return () => win.removeEventListener('message', handler);
    },
  };
}

/**
 * Posts the deposit form into a hidden frame and waits for the processor's report.
 *
 * @example
 * const outcome = await submitIntoFrame(host, processorUrl, { amount: '50', cardID: '7' }, { timeoutMs: 60_000 });
 */
export function submitIntoFrame(
  host: FrameHost,
  url: string,
  fields: Readonly<Record<string, string>>,
  options: { readonly timeoutMs: number; readonly signal?: AbortSignal | undefined },
): Promise<ApiResult<DepositOutcome>> {
  const expectedOrigin = new URL(url).origin;
  return new Promise((resolve) => {
    if (options.signal?.aborted) {
      resolve(err({ kind: 'aborted', call: 'quickDepositSubmit' }));
      return;
    }
    let frame: { readonly window: unknown; close(): void } | null = null;
    const finish = (result: ApiResult<DepositOutcome>) => {
      clearTimeout(timer);
      unsubscribe();
      options.signal?.removeEventListener('abort', onAbort);
      frame?.close();
      resolve(result);
    };
    const onAbort = () => finish(err({ kind: 'aborted', call: 'quickDepositSubmit' }));
    const timer = setTimeout(
      () => finish(ok({ state: 'unconfirmed', amount: null, message: null })),
      options.timeoutMs,
    );
    const unsubscribe = host.subscribe((message) => {
      // anyone can post to the lobby's window: only our frame, from the processor's origin, counts
      if (frame === null || message.source !== frame.window || message.origin !== expectedOrigin) return;
      const parsed = parseWire(DepositOutcomeSchema, message.data);
      if (parsed.ok) finish(ok(parsed.value));
    });
    options.signal?.addEventListener('abort', onAbort, { once: true });
    frame = host.open(url, fields);
  });
}
