import { expect, waitFor } from 'storybook/test';
import preview from '#.storybook/preview';
import { inBox } from '../../stories/decorators.tsx';
import { plainTextOf } from './loader.ts';
import { SafeHtml } from './SafeHtml.tsx';

declare global {
  // set by a payload if it ever runs; nothing may set it
  var __xss: unknown;
}

const lobbyPaths = (path: string) => (/^\/(promotions|all-games)(?:[/?#]|$)/.test(path) ? path : null);

const meta = preview.meta({
  title: 'Primitives/SafeHtml',
  component: SafeHtml,
  args: {
    appPathOf: lobbyPaths,
    html: `<h1>Weekend Reload</h1>
<p>Get a <strong>75% reload</strong> up to <em>$500</em> every weekend. <a href="/promotions">All promotions</a>,
<a href="/cashier/">the cashier</a>, <a href="https://partner.example/terms">partner terms</a> or
<a href="mailto:help@casino.example">write to us</a>.</p>
<ul><li>30x playthrough</li><li>One claim per weekend</li></ul>`,
  },
  decorators: [inBox('w-[36rem] max-w-full text-fg')],
});

const ready = async (root: HTMLElement) => {
  await waitFor(
    () => {
      const pending = root.querySelectorAll('[data-slot="safe-html"][data-state="pending"]');
      expect(root.querySelector('[data-slot="safe-html"]')).not.toBeNull();
      expect(pending).toHaveLength(0);
    },
    { timeout: 5000 },
  );
};

/** Formatting and lists survive; each kind of link is opened the right way; the server's h1 becomes an h2. */
export const Formatted = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await ready(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Weekend Reload' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
    await expect(canvas.getByText('75% reload')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    const inApp = canvas.getByRole('link', { name: 'All promotions' });
    await expect(inApp).toHaveAttribute('href', '/promotions');
    await expect(inApp).not.toHaveAttribute('target');
    const sitePage = canvas.getByRole('link', { name: 'the cashier' });
    await expect(sitePage).toHaveAttribute('href', '/cashier/');
    await expect(sitePage).not.toHaveAttribute('target');
    const partner = canvas.getByRole('link', { name: 'partner terms' });
    await expect(partner).toHaveAttribute('target', '_blank');
    await expect(partner).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByRole('link', { name: 'write to us' })).toHaveAttribute(
      'href',
      'mailto:help@casino.example',
    );
  },
});

/**
 * Known XSS payloads, each of which would set `window.__xss` if it ever ran, with a word of text beside it.
 * Nothing may run, no dangerous element or attribute may reach the page, and the plain words stay.
 */
const PAYLOADS: readonly [string, string][] = [
  ['img onerror', '<img src="x" onerror="window.__xss=1">pay01'],
  ['svg onload', '<svg onload="window.__xss=1"><circle r="4"></circle></svg>pay02'],
  ['javascript: link', '<a href="javascript:window.__xss=1">pay03</a>'],
  ['tab in scheme', '<a href="jav&#x09;ascript:window.__xss=1">pay04</a>'],
  ['entity-encoded scheme', '<a href="&#106;avascript:window.__xss=1">pay05</a>'],
  ['script element', '<script>window.__xss=1</script>pay06'],
  [
    'style expression',
    '<div style="width:expression(window.__xss=1);background:url(javascript:window.__xss=1)">pay07</div>',
  ],
  ['style element', '<style>@import "javascript:window.__xss=1";</style>pay08'],
  [
    'noscript mutation',
    '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">pay09</p></noscript>pay09b',
  ],
  [
    'mathml mutation',
    '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1></style></mglyph></table></mtext></math>pay10',
  ],
  ['svg style mutation', '<svg><style><img src=x onerror=window.__xss=1></style></svg>pay11'],
  ['iframe srcdoc', '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>pay12'],
  ['iframe javascript', '<iframe src="javascript:parent.__xss=1"></iframe>pay13'],
  ['form action', '<form action="javascript:window.__xss=1"><button>pay14</button></form>'],
  ['input autofocus', '<input autofocus onfocus="window.__xss=1">pay15'],
  ['details ontoggle', '<details open ontoggle="window.__xss=1"><summary>pay16</summary></details>'],
  ['object data', '<object data="javascript:window.__xss=1"></object>pay17'],
  ['embed', '<embed src="javascript:window.__xss=1">pay18'],
  ['video source onerror', '<video><source onerror="window.__xss=1"></video>pay19'],
  ['body onload', '<body onload="window.__xss=1">pay20</body>'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=1">pay21'],
  ['base href', '<base href="javascript:window.__xss=1//">pay22'],
  ['data: html link', '<a href="data:text/html,<script>parent.__xss=1</script>">pay23</a>'],
  ['DOM clobbering', '<img name="__xss" id="__xss" src="/x.png">pay24'],
  ['template content', '<template><img src=x onerror=window.__xss=1></template>pay25'],
  ['unclosed tag', 'pay26<img src=x onerror=window.__xss=1//'],
];

export const HostilePayloads = meta.story({
  args: { html: '' },
  parameters: { screenshot: false },
  render: (args) => (
    <ul className="flex flex-col gap-1">
      {PAYLOADS.map(([name, html]) => (
        <li key={name} data-payload={name}>
          <SafeHtml {...args} html={html} />
        </li>
      ))}
    </ul>
  ),
  beforeEach: () => {
    globalThis.__xss = undefined;
  },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    // give load errors, focus and toggles time to fire if anything had slipped through
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(globalThis.__xss).toBeUndefined();
    await expect(
      canvasElement.querySelectorAll(
        'script, style, iframe, form, object, embed, svg, math, input, meta, base, template, noscript, details',
      ),
    ).toHaveLength(0);
    for (const element of canvasElement.querySelectorAll('*')) {
      for (const attribute of element.getAttributeNames()) {
        await expect(attribute.startsWith('on')).toBe(false);
        await expect(attribute).not.toBe('style');
        await expect(attribute).not.toBe('srcdoc');
      }
    }
    for (const link of canvasElement.querySelectorAll('a')) {
      await expect(link.getAttribute('href') ?? '').toMatch(/^(?:\/|https?:|mailto:|tel:)/);
    }
    // the words beside every payload survive
    const text = canvasElement.textContent ?? '';
    for (let n = 1; n <= 26; n += 1) {
      if (n === 9) continue;
      await expect(text).toContain(`pay${String(n).padStart(2, '0')}`);
    }
    await expect(text).toContain('pay09b');
    // a link that must not be followed keeps its words as plain text
    const dropped = canvasElement.querySelector('[data-payload="javascript: link"]');
    await expect(dropped?.querySelector('a')).toBeNull();
    await expect(dropped).toHaveTextContent('pay03');
    // the plain-text stand-in shown before the sanitiser arrives carries words only
    for (const [, html] of PAYLOADS) {
      const plain = plainTextOf(html);
      await expect(plain).not.toMatch(/[<>]/);
    }
    await expect(plainTextOf('<p>Spin <b>daily</b></p><script>x()</script><p>Win weekly</p>')).toBe(
      'Spin daily Win weekly',
    );
    await expect(globalThis.__xss).toBeUndefined();
  },
});
