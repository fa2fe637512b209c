import { describe, expect, it } from 'vitest';
import { dataAttributesOf } from '../promo-card/cta-attributes.ts';
import {
  CUSTOM_PROMO_MAX_HEIGHT,
  CUSTOM_PROMO_MIN_HEIGHT,
  CUSTOM_PROMO_OPEN_MESSAGE,
  CUSTOM_PROMO_SIZE_MESSAGE,
  customPromoDocument,
  readOpenMessage,
  readSizeMessage,
} from './custom-document.ts';

describe('the document a custom promo block runs in', () => {
  const doc = customPromoDocument({ html: '<h2>Summer</h2>', css: 'h2{color:red}', js: 'go()' }, 'dark');

  it('carries the block, the size script and a policy that refuses network reads and forms', () => {
    expect(doc).toContain('<body><h2>Summer</h2>');
    expect(doc).toContain('<style>h2{color:red}</style>');
    expect(doc).toContain('<script>go()</script>');
    expect(doc).toContain(CUSTOM_PROMO_SIZE_MESSAGE);
    expect(doc).toContain("connect-src 'none'");
    expect(doc).toContain("form-action 'none'");
    expect(doc).toContain('<meta name="color-scheme" content="dark">');
  });

  it('keeps the block’s CSS and script inside their own elements', () => {
    const hostile = customPromoDocument(
      {
        html: '',
        css: 'a{}</style><script>steal()</script>',
        js: 'x="</script><img src=x onerror=steal()>"',
      },
      'light',
    );
    expect(hostile).not.toContain('</style><script>steal()');
    expect(hostile).toContain('a{}<\\/style><script>steal()');
    expect(hostile).toContain('x="<\\/script><img');
  });

  it('puts the size script in the head, where broken markup in the block cannot swallow it', () => {
    const head = doc.slice(0, doc.indexOf('</head>'));
    expect(head).toContain(CUSTOM_PROMO_SIZE_MESSAGE);
  });
});

describe('size messages from a frame', () => {
  it('reads a height, clamped to the limits', () => {
    expect(readSizeMessage({ type: CUSTOM_PROMO_SIZE_MESSAGE, height: 321.4 })).toBe(321);
    expect(readSizeMessage({ type: CUSTOM_PROMO_SIZE_MESSAGE, height: 5 })).toBe(CUSTOM_PROMO_MIN_HEIGHT);
    expect(readSizeMessage({ type: CUSTOM_PROMO_SIZE_MESSAGE, height: 1e9 })).toBe(CUSTOM_PROMO_MAX_HEIGHT);
  });

  it.each([
    null,
    'lobby:custom-promo-size',
    { type: 'other', height: 200 },
    { type: CUSTOM_PROMO_SIZE_MESSAGE, height: '200' },
    { type: CUSTOM_PROMO_SIZE_MESSAGE, height: Number.NaN },
    { type: CUSTOM_PROMO_SIZE_MESSAGE, height: Number.POSITIVE_INFINITY },
  ])('ignores %j', (data) => {
    expect(readSizeMessage(data)).toBeNull();
  });
});

describe('call-to-action attributes from the server', () => {
  it('keeps data-* attributes only', () => {
    expect(
      dataAttributesOf(`data-track="launch" onclick="alert(1)" data-Id='7' style="x" href="javascript:1"`),
    ).toEqual({
      'data-track': 'launch',
      'data-id': '7',
    });
    expect(dataAttributesOf('')).toEqual({});
  });

  it('hands the lobby the links the player clicks, from the head', () => {
    const doc = customPromoDocument({ html: '<a href="/promotions">Go</a>', css: '', js: '' }, 'light');
    const head = doc.slice(0, doc.indexOf('</head>'));
    expect(head).toContain(CUSTOM_PROMO_OPEN_MESSAGE);
  });

  it('reads a clicked link from a frame defensively', () => {
    expect(readOpenMessage({ type: CUSTOM_PROMO_OPEN_MESSAGE, href: '/promotions' })).toBe('/promotions');
    expect(readOpenMessage({ type: CUSTOM_PROMO_OPEN_MESSAGE, href: 'javascript:alert(1)' })).toBe(
      'javascript:alert(1)',
    );
    expect(readOpenMessage({ type: CUSTOM_PROMO_OPEN_MESSAGE, href: '  ' })).toBeNull();
    expect(readOpenMessage({ type: CUSTOM_PROMO_OPEN_MESSAGE, href: 42 })).toBeNull();
    expect(readOpenMessage({ type: CUSTOM_PROMO_OPEN_MESSAGE, href: `/${'x'.repeat(2048)}` })).toBeNull();
    expect(readOpenMessage({ type: CUSTOM_PROMO_SIZE_MESSAGE, height: 200 })).toBeNull();
    expect(readOpenMessage(null)).toBeNull();
    expect(readOpenMessage('/promotions')).toBeNull();
  });
});
