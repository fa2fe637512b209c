/** The casino's translation files, of which only some exist in other languages than English. */

export const DFS_REASONS_EN: Record<string, string> = {
  no_dfs_data: 'Daily free spins are not available right now.',
  no_dfs_game: 'There is no free-spins game today.',
  no_dfs_template: 'Daily free spins are being set up. Please check back later.',
  server_error_email_click: 'We could not check your e-mail confirmation. Please try again.',
  minimum_deposit: 'Deposit at least {amount} in the last {days} days to claim daily free spins.',
  redeemed_today: "You have already claimed today's free spins. Come back tomorrow!",
  active_coupon: 'Cancel your active coupon to claim daily free spins.',
  fivedolar_balance: 'Your balance must be under {amount} to claim daily free spins.',
  email_not_clicked: 'Confirm your e-mail address to claim daily free spins.',
};

const DFS_REASONS_DE: Record<string, string> = {
  no_dfs_data: 'Tägliche Freispiele sind gerade nicht verfügbar.',
  redeemed_today: 'Du hast die heutigen Freispiele schon abgeholt. Komm morgen wieder!',
  minimum_deposit: 'Zahle in den letzten {days} Tagen mindestens {amount} ein, um Freispiele zu erhalten.',
};

/**
 * Translation files by `{LANG}-{name}`. Only some exist in other languages, so the client's English
 * fallback is exercised (a missing file answers 404).
 */
export function translationFile(
  lang: string,
  name: string,
  providers: readonly { shortname: string; name: string }[],
): Record<string, string> | null {
  const key = `${lang.toUpperCase()}-${name.toLowerCase()}`;
  switch (key) {
    case 'EN-dfs':
      return DFS_REASONS_EN;
    case 'DE-dfs':
      return DFS_REASONS_DE;
    case 'EN-providers':
      return Object.fromEntries(
        providers
          .filter((p) => p.shortname !== 'first-sportsbook')
          .slice(0, 12)
          .map((p) => [p.shortname, `${p.name} builds bold, fast games with big bonus rounds.`]),
      );
    case 'EN-tips':
      return tips((n) => `Tip ${n}: set a budget before you play.`);
    case 'FR-tips':
      return tips((n) => `Astuce ${n} : fixez un budget avant de jouer.`);
    default:
      return null;
  }
}

/** The twelve tips of a language, `tip1` to `tip12`. */
function tips(text: (n: number) => string): Record<string, string> {
  return Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`tip${i + 1}`, text(i + 1)]));
}
