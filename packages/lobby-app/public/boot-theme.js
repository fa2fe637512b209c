// Runs before the first paint so the page never flashes the wrong theme: the saved choice, else the system's.
(() => {
  let saved = null;
  try {
    const match = document.cookie.match(/(?:^|;\s*)theme=(light|dark)/);
    saved = match ? match[1] : null;
  } catch {
    saved = null;
  }
  const dark = window.matchMedia?.('(prefers-color-scheme: dark)').matches;
  document.documentElement.setAttribute('data-theme', saved || (dark ? 'dark' : 'light'));
})();
