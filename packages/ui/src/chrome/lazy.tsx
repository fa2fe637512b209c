import type * as React from 'react';
import { type ComponentType, lazy, type Ref, type RefObject, useLayoutEffect, useRef, useState } from 'react';

/**
 * A `React.lazy` component with a `preload()` that starts the download early (on pointerenter or focus of
 * the button that opens it), so the first open does not wait for the network.
 */
export function lazyWithPreload<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): { Component: ComponentType<P>; preload: () => void } {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () => {
    loading ??= load();
    return loading;
  };
  return {
    Component: lazy(start),
    preload: () => {
      // a failed prefetch is tried again by the open itself
      start().catch(() => {
        loading = undefined;
      });
    },
  };
}

/**
 * Whether an overlay has ever been opened: its (lazy) module is rendered from the first open on and stays
 * mounted, so later opens are instant and Radix keeps its own state.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/**
 * Hands an element that is already on the page to a Radix `Trigger asChild`: Radix then returns focus to it,
 * treats clicks on it as the trigger's own and anchors its popper to it, while the element itself (with its
 * ARIA state and handlers) is rendered at first paint without Radix. Renders nothing.
 */
export function AdoptTrigger({
  ref,
  target,
}: {
  ref?: Ref<HTMLElement>;
  target: RefObject<HTMLElement | null>;
}) {
  useLayoutEffect(() => {
    if (typeof ref === 'function') {
      const cleanup = ref(target.current);
      return () => {
        if (typeof cleanup === 'function') cleanup();
        else ref(null);
      };
    }
    if (ref) {
      ref.current = target.current;
      return () => {
        ref.current = null;
      };
    }
    return undefined;
  }, [ref, target]);
  return null;
}

/**
 * Radix focuses the first item when a menu is opened with a key, which it learns from a key listener that
 * only exists once the menu is mounted; for the first, lazily loaded open the trigger tells it instead. Goes
 * on the menu content's `onFocus`: Radix focuses the content when it opens.
 */
export function focusFirstItemAfterKey(
  event: React.FocusEvent<HTMLElement>,
  keyboardRef: RefObject<boolean>,
): void {
  if (!keyboardRef.current || event.target !== event.currentTarget) return;
  keyboardRef.current = false;
  event.currentTarget.querySelector<HTMLElement>('[role^="menuitem"]:not([data-disabled])')?.focus();
}

/**
 * A menu button that opens a lazily loaded Radix dropdown menu, with the keys and pointer handling of Radix's
 * own trigger: a press opens (without taking focus from the menu) or closes it, Enter and Space toggle it,
 * ArrowDown opens it. Spread `props` on the button and render the menu module once `mounted`.
 */
export function useMenuTrigger({
  open,
  onOpenChange,
  preload,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  preload: () => void;
}) {
  const mounted = useOpenedOnce(open);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const keyboardRef = useRef(false);
  const set = (next: boolean, keyboard: boolean) => {
    keyboardRef.current = keyboard;
    if (next) preload();
    onOpenChange(next);
  };
  const props = {
    ref: triggerRef,
    type: 'button',
    'aria-haspopup': 'menu',
    'aria-expanded': open,
    'data-state': open ? 'open' : 'closed',
    onPointerEnter: preload,
    onFocus: preload,
    onPointerDown: (event: React.PointerEvent<HTMLButtonElement>) => {
      if (event.button !== 0 || event.ctrlKey) return;
      set(!open, false);
      // keep focus off the button, so the menu can take it
      if (!open) event.preventDefault();
    },
    onKeyDown: (event: React.KeyboardEvent<HTMLButtonElement>) => {
      if (event.key === 'Enter' || event.key === ' ') set(!open, true);
      else if (event.key === 'ArrowDown') set(true, true);
      else return;
      event.preventDefault();
    },
  } as const;
  return { mounted, triggerRef, keyboardRef, props };
}

/** Runs a caller's handler first; like Radix, a handler that calls `preventDefault()` stops the built-in one. */
export function compose<E extends React.SyntheticEvent>(
  theirs: ((event: E) => void) | undefined,
  ours: (event: E) => void,
): (event: E) => void {
  return (event) => {
    theirs?.(event);
    if (!event.defaultPrevented) ours(event);
  };
}
