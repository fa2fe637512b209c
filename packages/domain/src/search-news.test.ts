import { describe, expect, it } from 'vitest';
import { type SearchMoment, searchNews } from './search-news.ts';

const settled: SearchMoment = {
  open: true,
  searchable: true,
  waiting: false,
  matches: 12,
  shown: 12,
  suggestions: [],
};

describe('the news of a search', () => {
  it('tells the count once the typing has settled', () => {
    expect(searchNews(settled)).toEqual({ kind: 'found', count: 12 });
  });

  it('says nothing while the typing has not settled, so keystrokes are not counted aloud', () => {
    expect(searchNews({ ...settled, waiting: true })).toBeNull();
  });

  it('says nothing for text too short to search, or with the dialog closed', () => {
    expect(searchNews({ ...settled, searchable: false })).toBeNull();
    expect(searchNews({ ...settled, open: false })).toBeNull();
    expect(searchNews({ ...settled, matches: null })).toBeNull();
  });

  it('counts the games the filters leave', () => {
    expect(searchNews({ ...settled, shown: 4 })).toEqual({ kind: 'found', count: 4 });
  });

  it('tells that nothing matched, with the close names when there are some', () => {
    expect(searchNews({ ...settled, matches: 0, shown: 0 })).toEqual({ kind: 'none' });
    expect(searchNews({ ...settled, matches: 0, shown: 0, suggestions: ['Dragon Gold'] })).toEqual({
      kind: 'did-you-mean',
      names: ['Dragon Gold'],
    });
  });
});
