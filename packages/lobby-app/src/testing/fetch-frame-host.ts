import type { FrameHost } from '../api/quick-deposit-frame.ts';

type FrameListener = (message: { data: unknown; origin: string; source: unknown }) => void;

/**
 * Stands in for the browser's hidden frame in tests: posts the form with fetch and delivers the processor
 * page's report. With `strangers`, the same report comes first from another site and from another window,
 * two messages the lobby must ignore.
 */
export function fetchFrameHost({ strangers = false } = {}): FrameHost {
  const listeners = new Set<FrameListener>();
  return {
    open(url, fields) {
      const frameWindow = {};
      void fetch(url, { method: 'POST', body: new URLSearchParams(fields) })
        .then((r) => r.text())
        .then((html) => {
          const json =
            /<script type="application\/json" id="qd-result">(.*?)<\/script>/.exec(html)?.[1] ?? 'null';
          const post = (origin: string, source: unknown) => {
            for (const l of listeners) l({ data: JSON.parse(json), origin, source });
          };
          if (strangers) {
            post('https://elsewhere.example', frameWindow);
            post(new URL(url).origin, {});
          }
          post(new URL(url).origin, frameWindow);
        });
      return { window: frameWindow, close() {} };
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
