// The page a game's own "exit" or "lobby" button opens (the returnurl of the game URL). Inside the lobby's
// game frame it asks the lobby to close the game; opened on its own it goes back to the stored return page.
(() => {
  const lobby = new URL('./', location.href);
  // the rule of @lobby/domain's toSafeInternalPath: one leading slash, plain URL characters only (no '%',
  // ':', '@', back-slashes, spaces or controls), no '//' and no '.' or '..' segment, so the target can be
  // neither another site nor a page above the lobby's base
  const isSafePath = (value) =>
    typeof value === 'string' &&
    value.length <= 2048 &&
    /^\/[A-Za-z0-9\-._~!$&'()*+,;=/?#]*$/.test(value) &&
    !value.includes('//') &&
    !value
      .split(/[?#]/, 1)[0]
      .split('/')
      .some((segment) => segment === '.' || segment === '..');
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
