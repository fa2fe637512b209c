import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { SearchNews } from '@lobby/domain';

/**
 * What a screen reader hears of a settled search (§5, §8), in the player's language: the count, that
 * nothing matched, or the close names offered instead. The app reads it out in its live region, once per
 * settled search; the results area shows the same outcome to the eye.
 */
export function useSearchWords(): (news: SearchNews) => string {
  const { t, i18n } = useLingui();
  return (news) => {
    switch (news.kind) {
      case 'found': {
        const found = news.count;
        return t({
          message: plural(found, { one: '# game found', other: '# games found' }),
          comment: 'Number of search results',
        });
      }
      case 'none':
        return t`No results found. Maybe try a different keyword?`;
      case 'did-you-mean': {
        // one sentence for screen readers: 'Dragon Gold, Dragon Gate or Dragon Gem'
        const names = new Intl.ListFormat(i18n.locale, { type: 'disjunction' }).format(news.names);
        return t({
          message: `No results found. Did you mean ${names}?`,
          comment:
            'Read out when a search finds nothing; names is a list of close game names joined with "or"',
        });
      }
    }
  };
}
