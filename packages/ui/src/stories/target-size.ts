/**
 * Target Size (Minimum), WCAG 2.5.8: every pointer target is at least 24 × 24 CSS pixels, or a 24 px circle
 * centred on its box meets no other target and no other small target's circle. A link inside running text is
 * exempt. The rule is a plain function over boxes (`targetSizeProblems`); `collectTargets` measures the page's
 * targets into those boxes. The story tests run both after every story, and the end-to-end suite runs them
 * over the lobby's routes.
 */

/** The smallest side a target may have, and the diameter of the circle a smaller one must keep clear. */
export const MIN_TARGET = 24;

/** Sub-pixel slack: a box laid out at 23.99 px is 24 px to a finger. */
const SLACK = 0.05;

/** A pointer target as measured on the page. */
export interface TargetBox {
  /** How a failure names it: tag, slot and name. */
  name: string;
  left: number;
  top: number;
  width: number;
  height: number;
  /** A link in a sentence or block of text: exempt from the size, still in the way of others. */
  inline: boolean;
  /** Indexes (in the same list) of the targets that contain this one; a target never clashes with those. */
  within: number[];
}

const small = (box: TargetBox, min: number) => box.width < min - SLACK || box.height < min - SLACK;

const centre = (box: TargetBox) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });

/** The distance from a point to the nearest point of a box (0 inside it). */
function distanceToBox(point: { x: number; y: number }, box: TargetBox): number {
  const dx = Math.max(box.left - point.x, 0, point.x - (box.left + box.width));
  const dy = Math.max(box.top - point.y, 0, point.y - (box.top + box.height));
  return Math.hypot(dx, dy);
}

const px = (value: number) => Math.round(value * 10) / 10;

/**
 * The targets that break the rule, one sentence each: a target smaller than `min` on a side whose circle of
 * diameter `min`, centred on its box, reaches into another target's box or into another small target's
 * circle. Targets that contain one another (a card's link around its button) do not count against each other.
 */
export function targetSizeProblems(targets: readonly TargetBox[], min = MIN_TARGET): string[] {
  const radius = min / 2;
  const problems: string[] = [];
  targets.forEach((target, index) => {
    if (target.inline || !small(target, min)) return;
    const at = centre(target);
    const clashes: string[] = [];
    targets.forEach((other, otherIndex) => {
      if (otherIndex === index || target.within.includes(otherIndex) || other.within.includes(index)) return;
      const reachesBox = distanceToBox(at, other) < radius - SLACK;
      const o = centre(other);
      const reachesCircle =
        !other.inline && small(other, min) && Math.hypot(at.x - o.x, at.y - o.y) < min - SLACK;
      if (reachesBox || reachesCircle) clashes.push(other.name);
    });
    if (clashes.length === 0) return;
    problems.push(
      `${target.name} is ${px(target.width)} × ${px(target.height)} px, under ${min} × ${min}, and its ${min} px circle reaches ${clashes.slice(0, 3).join(', ')}${clashes.length > 3 ? ` and ${clashes.length - 3} more` : ''}`,
    );
  });
  return problems;
}

/**
 * Measures the pointer targets shown on the page (portals and dialogs too): links, buttons, form fields, summaries, the ARIA widget
 * roles, whatever takes focus from the Tab key, and labels that wrap their field (the field inside is then
 * part of the label's target). Hidden ones, ones that ignore the pointer and visually hidden ones (1 px) are
 * left out. The end-to-end tests hand this function to the browser as it is written, so it must not use
 * anything from outside its own body.
 */
export function collectTargets(): TargetBox[] {
  const selector = [
    'a[href]',
    'button',
    'input:not([type="hidden"])',
    'select',
    'textarea',
    'summary',
    ...['button', 'link', 'checkbox', 'radio', 'switch', 'tab', 'option', 'slider'].map(
      (role) => `[role="${role}"]`,
    ),
    '[role^="menuitem"]',
    '[tabindex]:not([tabindex="-1"])',
    'label',
  ].join(', ');
  const wrappedControl = (element: Element) =>
    element instanceof HTMLLabelElement && element.control !== null && element.contains(element.control);
  // a focusable box around other controls (a tab list, a tab's panel, a dialog) is not something to point at
  const container =
    /^(tablist|tabpanel|dialog|alertdialog|region|group|radiogroup|menu|menubar|listbox|grid|toolbar|list)$/;
  const shown = (element: Element) => {
    if (container.test(element.getAttribute('role') ?? '')) return false;
    if (!element.checkVisibility({ visibilityProperty: true })) return false;
    if (element.closest('[inert]') || getComputedStyle(element).pointerEvents === 'none') return false;
    const style = getComputedStyle(element);
    // visually hidden (a skip link until it takes focus): clipped to nothing
    if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)') return false;
    const box = element.getBoundingClientRect();
    return box.width > 1 && box.height > 1;
  };
  const elements = [...document.body.querySelectorAll(selector)].filter((element) => {
    if (element.tagName === 'LABEL') return wrappedControl(element) && shown(element);
    const label = (element as HTMLInputElement).labels?.[0];
    if (label?.contains(element)) return false; // the wrapping label is the target
    return shown(element);
  });
  const isTarget = (element: Element | null) => element !== null && elements.includes(element);
  const collapse = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
  /**
   * A target in running text: laid out in a line of text (inline, or a button's inline block), in a block whose
   * own words (outside any target) run around it.
   */
  const inText = (element: Element) => {
    if (!/^inline(-block)?$/.test(getComputedStyle(element).display)) return false;
    let block = element.parentElement;
    while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
    if (!block) return false;
    const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
    let words = '';
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      let inTarget = false;
      for (let up = node.parentElement; up && up !== block; up = up.parentElement) {
        if (isTarget(up)) inTarget = true;
      }
      if (!inTarget) words += node.textContent ?? '';
    }
    return /\p{L}/u.test(words);
  };
  const nameOf = (element: Element) => {
    const role = element.getAttribute('role');
    const slot = element.getAttribute('data-slot');
    const label =
      element.getAttribute('aria-label') ||
      collapse(element.textContent).slice(0, 40) ||
      element.getAttribute('title') ||
      '';
    const tag = `${element.tagName.toLowerCase()}${role ? `[role=${role}]` : ''}${slot ? `[data-slot=${slot}]` : ''}`;
    return label ? `${tag} "${label}"` : tag;
  };
  return elements.map((element) => {
    const box = element.getBoundingClientRect();
    const within: number[] = [];
    elements.forEach((other, index) => {
      if (other !== element && other.contains(element)) within.push(index);
    });
    return {
      name: nameOf(element),
      left: box.left,
      top: box.top,
      width: box.width,
      height: box.height,
      inline: inText(element),
      within,
    };
  });
}

/** A story's way out of the check, with the reason written down. */
export interface TargetSizeParameter {
  skip?: string;
}

/** Fails with every target of the page that breaks the rule, unless the story opts out with a reason. */
export function expectTargetSize(parameters: { targetSize?: TargetSizeParameter }): void {
  const skip = parameters.targetSize?.skip;
  if (skip !== undefined) {
    if (skip.trim() === '') throw new Error('targetSize.skip needs the reason the story is exempt');
    return;
  }
  const problems = targetSizeProblems(collectTargets());
  if (problems.length > 0) {
    throw new Error(`Target size (WCAG 2.5.8):\n  ${problems.join('\n  ')}`);
  }
}
