import { describe, expect, it } from 'vitest';
import { MAX_WIDGET_ASSETS, safeWidgetAssets } from './widget-assets.ts';

const BASE = 'https://casino.example/lobby/home';

describe('safeWidgetAssets', () => {
  it('resolves asset addresses against the page and keeps the server order', () => {
    const widget = safeWidgetAssets(
      {
        scripts: ['/w/runtime.js', 'wheel.js', 'https://cdn.example/w/extra.js'],
        styles: ['//cdn.example/w/wheel.css'],
        data: { prizes: ['10 spins'] },
      },
      BASE,
    );
    expect(widget).toEqual({
      scripts: [
        'https://casino.example/w/runtime.js',
        'https://casino.example/lobby/wheel.js',
        'https://cdn.example/w/extra.js',
      ],
      styles: ['https://cdn.example/w/wheel.css'],
      data: { prizes: ['10 spins'] },
    });
  });

  it('drops addresses that are not https addresses, and repeats', () => {
    const widget = safeWidgetAssets(
      {
        scripts: [
          'javascript:alert(1)',
          ' JavaScript:alert(1)',
          'data:text/javascript,alert(1)',
          'blob:https://casino.example/1',
          'http://[bad',
          'http://cdn.example/plain.js',
          'https://cdn.example/a.js',
          'https://cdn.example/a.js',
        ],
        styles: ['data:text/css,body{}', 'vbscript:x'],
        data: {},
      },
      BASE,
    );
    expect(widget.scripts).toEqual(['https://cdn.example/a.js']);
    expect(widget.styles).toEqual([]);
  });

  it('keeps at most a handful of each kind', () => {
    const many = Array.from({ length: 30 }, (_, i) => `https://cdn.example/${i}.js`);
    const widget = safeWidgetAssets({ scripts: many, styles: many, data: {} }, BASE);
    expect(widget.scripts).toEqual(many.slice(0, MAX_WIDGET_ASSETS));
    expect(widget.styles).toHaveLength(MAX_WIDGET_ASSETS);
  });
});
