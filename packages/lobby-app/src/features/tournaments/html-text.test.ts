import { describe, expect, it } from 'vitest';
import { htmlToTextBlocks } from './html-text.ts';

describe('tournament text from server HTML', () => {
  it('keeps headings, paragraphs and numbered or bulleted items as plain text', () => {
    expect(
      htmlToTextBlocks(
        '<h3>How to play</h3><p>Spin <b>any</b> game.</p><ol><li>One</li><li>Two</li></ol><ul><li>Dot</li></ul>',
      ),
    ).toEqual([
      { kind: 'heading', text: 'How to play' },
      { kind: 'paragraph', text: 'Spin any game.' },
      { kind: 'item', text: 'One', ordered: true },
      { kind: 'item', text: 'Two', ordered: true },
      { kind: 'item', text: 'Dot', ordered: false },
    ]);
  });

  it('drops scripts, styles, event handlers and images, leaving only their surrounding text', () => {
    const blocks = htmlToTextBlocks(
      '<p onclick="steal()">Hello<img src=x onerror="alert(1)"></p><script>alert(2)</script><style>p{}</style><p>World</p>',
    );
    expect(blocks).toEqual([
      { kind: 'paragraph', text: 'Hello' },
      { kind: 'paragraph', text: 'World' },
    ]);
    expect(JSON.stringify(blocks)).not.toMatch(/alert|steal|onerror/);
  });

  it('decodes entities once, so escaped markup stays text', () => {
    expect(htmlToTextBlocks('<p>5 &lt; 6 &amp;&amp; &#x1F3C6; &#169; &lt;b&gt;</p>')).toEqual([
      { kind: 'paragraph', text: '5 < 6 && 🏆 © <b>' },
    ]);
  });

  it('reads bare text and line breaks, and gives nothing for empty or tag-only input', () => {
    expect(htmlToTextBlocks('First line<br>second line')).toEqual([
      { kind: 'paragraph', text: 'First line' },
      { kind: 'paragraph', text: 'second line' },
    ]);
    expect(htmlToTextBlocks('')).toEqual([]);
    expect(htmlToTextBlocks('<div><span></span></div>')).toEqual([]);
  });

  it('survives broken markup', () => {
    expect(htmlToTextBlocks('<p>Unclosed <b>bold <li>item')).toEqual([
      { kind: 'paragraph', text: 'Unclosed bold' },
      { kind: 'item', text: 'item', ordered: false },
    ]);
    expect(htmlToTextBlocks('a < b')).toEqual([{ kind: 'paragraph', text: 'a < b' }]);
  });
});
