/**
 * How a docs page shows the stories of a component that draws outside its own box: a modal dialog with its
 * overlay, a menu in a portal, a bar fixed to the bottom of the window. Drawn inline, such a story would
 * cover the whole docs page (and a modal would make the rest of it inert), so each story gets a frame of its
 * own, `height` pixels tall, and stays inside it.
 */
export function ownFrame(height: number) {
  return { inline: false, iframeHeight: `${height}px` };
}
