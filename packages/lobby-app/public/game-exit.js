// The page a game's own "exit" or "lobby" button opens (the returnurl of the game URL). Inside the lobby's
// game frame it asks the lobby to close the game; opened on its own it goes back to the stored return page.
(() => {
  const lobby = new URL('./', location.href);
  // the rule of @lobby/domain's toSafeInternalPath: one leading slash, plain URL characters (no ':', '@',
  // back-slashes, spaces or controls), percent escapes only of harmless characters (never of a dot, a slash,
  // '%', URL syntax, controls or markup), no '//' and no '.' or '..' segment, so the target can be neither
  // another site nor a page above the lobby's base
  const forbiddenEscaped =
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
    /[\u0000-\u001f\u007f-\u009f/\\.%:@?#<>"`\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/;
  const withoutHarmlessEscapes = (value) => {
    let harmful = false;
    const replaced = value.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
      try {
        if (forbiddenEscaped.test(decodeURIComponent(run))) harmful = true;
      } catch {
        harmful = true;
      }
      return 'x';
    });
    return harmful || replaced.includes('%') ? null : replaced;
  };
  const isSafePath = (value) => {
    if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return false;
    const plain = withoutHarmlessEscapes(value);
    return (
      plain !== null &&
      /^\/[A-Za-z0-9\-._~!$&'()*+,;=/?#]*$/.test(plain) &&
      !plain.includes('//') &&
      !plain
        .split(/[?#]/, 1)[0]
        .split('/')
        .some((segment) => segment === '.' || segment === '..')
    );
  };
  let path = '/';
  try {
    const stored = sessionStorage.getItem('return_page');
    if (isSafePath(stored)) path = stored;
  } catch {
    // storage blocked: home it is
  }
  const target = new URL(path.slice(1), lobby).href;
  const link = document.getElementById('back');
  if (link) link.setAttribute('href', target);
  if (window.parent !== window) {
    try {
      if (window.parent.location.origin === location.origin) {
        window.parent.postMessage({ type: 'lobby:game-exit' }, location.origin);
        return;
      }
    } catch {
      // a lobby on another origin: fall through and leave the frame
    }
    window.top?.location.replace(target);
    return;
  }
  location.replace(target);
})();
