import { describe, expect, it } from 'vitest';
import { SANDBOX_FRAME_SCHEME_MESSAGE } from '../../components/sandboxed-frame/frame-protocol.ts';
import { WIDGET_DATA_GLOBAL, widgetDocument } from './widget-document.ts';

describe('the document a scripted header widget runs in', () => {
  const doc = widgetDocument(
    {
      name: 'wpc2',
      html: '<b id="prize"></b>',
      assets: {
        styles: ['https://cdn.example/w.css'],
        scripts: ['https://cdn.example/a.js', 'https://cdn.example/b.js'],
        data: { prizes: ['10 spins'] },
      },
    },
    'dark',
  );

  it("loads the styles in the head, then the HTML, then the scripts in order, in the lobby's colour scheme", () => {
    const head = doc.slice(0, doc.indexOf('</head>'));
    expect(head).toContain('<link rel="stylesheet" href="https://cdn.example/w.css">');
    expect(doc).toContain(
      '<body><b id="prize"></b><script src="https://cdn.example/a.js"></script><script src="https://cdn.example/b.js"></script></body>',
    );
    expect(doc).toContain('<meta name="color-scheme" content="dark">');
    expect(head).toContain(SANDBOX_FRAME_SCHEME_MESSAGE);
  });

  it('hands the data to the scripts before they run, and refuses network reads and forms', () => {
    const head = doc.slice(0, doc.indexOf('</head>'));
    expect(head).toContain(
      `window.${WIDGET_DATA_GLOBAL}=Object.freeze({"name":"wpc2","data":{"prizes":["10 spins"]}});`,
    );
    expect(doc).toContain("connect-src 'none'");
    expect(doc).toContain("form-action 'none'");
  });

  it('keeps hostile data and addresses inside their own elements and attributes', () => {
    const hostile = widgetDocument(
      {
        name: 'synth',
        html: '',
        assets: {
          styles: ['https://cdn.example/x.css"><script>steal()</script>'],
          scripts: [],
          data: { text: '</script><script>steal()</script>', line: '\u2028' },
        },
      },
      'light',
    );
    expect(hostile).not.toContain('<script>steal()');
    expect(hostile).toContain(
      'href="https://cdn.example/x.css&quot;&gt;&lt;script&gt;steal()&lt;/script&gt;"',
    );
    expect(hostile).toContain('\\u003c/script\\u003e');
    expect(hostile).toContain('\\u2028');
  });
});
