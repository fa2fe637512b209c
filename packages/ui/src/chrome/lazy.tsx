import type * as React from 'react';
import {
  Component,
  type ComponentType,
  lazy,
  type ReactNode,
  type Ref,
  type RefObject,
  Suspense,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

/**
 * A `React.lazy` component with a `preload()` that starts the download early (on pointerenter or focus of
 * the button that opens it), so the first open does not wait for the network. When the download fails,
 * `Component` is a fresh lazy component afterwards, so the next open tries again.
 */
export function lazyWithPreload<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): { readonly Component: ComponentType<P>; preload: () => void } {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      component = lazy(start);
      throw error;
    });
    return loading;
  };
  let component: ComponentType<P> = lazy(start);
  return {
    get Component() {
      return component;
    },
    preload: () => {
      start().catch(() => undefined);
    },
  };
}

/**
 * Renders an overlay's lazy module from its first open on and keeps it mounted, so later opens are instant
 * and Radix keeps its state. Nothing shows while it loads (the trigger is already there). If the code cannot
 * be loaded (offline, a new deploy), the page stays as it is, the overlay closes, and the next open retries.
 */
export function LazyOverlay({
  open,
  onFailure,
  children,
}: {
  open: boolean;
  onFailure: () => void;
  children: ReactNode;
}) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened && !open) return null;
  return (
    <LoadBoundary
      onError={() => {
        setOpened(false);
        onFailure();
      }}
    >
      <Suspense fallback={null}>{children}</Suspense>
    </LoadBoundary>
  );
}

class LoadBoundary extends Component<{ onError: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    this.props.onError();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
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

/** What a lazily loaded menu module gets from the button that opens it (see `useLazyMenu`). */
export interface AdoptedMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button, rendered at first paint: the menu opens beside it and returns focus to it. */
  triggerRef: React.RefObject<HTMLButtonElement | null>;
  triggerId: string;
  id: string;
  /** Opened with a key: the first item gets focus, as Radix does for a keyboard open. */
  keyboardRef: React.RefObject<boolean>;
}

/**
 * A menu button that opens a lazily loaded Radix dropdown menu, with the keys and pointer handling of Radix's
 * own trigger: a press opens (without taking focus from the menu) or closes it, Enter and Space toggle it,
 * ArrowDown opens it. Spread `props` on the button; render the menu module in a `LazyOverlay` with `menu`.
 */
export function useLazyMenu(preload: () => void) {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const keyboardRef = useRef(false);
  const triggerId = useId();
  const menuId = useId();
  const set = (next: boolean, keyboard: boolean) => {
    keyboardRef.current = keyboard;
    if (next) preload();
    setOpen(next);
  };
  const props = {
    ref: triggerRef,
    type: 'button',
    id: triggerId,
    'aria-haspopup': 'menu',
    'aria-expanded': open,
    'aria-controls': open ? menuId : undefined,
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
  const menu: AdoptedMenuProps = {
    open,
    onOpenChange: setOpen,
    triggerRef,
    triggerId,
    id: menuId,
    keyboardRef,
  };
  return { triggerRef, props, menu, overlay: { open, onFailure: () => setOpen(false) } };
}

/** What a lazily loaded dialog module gets from the button that opens it (see `useLazyDialog`). */
export interface AdoptedDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it, rendered at first paint; Radix returns focus to it. */
  triggerRef: React.RefObject<HTMLButtonElement | null>;
  id: string;
}

/**
 * A button that opens a lazily loaded Radix dialog, open on its own or as the caller says (`open`,
 * `defaultOpen`, `onOpenChange`). Spread `props` on the button; render the dialog module in a `LazyOverlay`
 * with `dialog`.
 */
export function useLazyDialog({
  open: openProp,
  defaultOpen,
  onOpenChange,
  preload,
}: {
  open: boolean | undefined;
  defaultOpen: boolean;
  onOpenChange: ((open: boolean) => void) | undefined;
  preload: () => void;
}) {
  const [openState, setOpenState] = useState(defaultOpen);
  const open = openProp ?? openState;
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setOpenState(next);
    onOpenChange?.(next);
  };
  const triggerRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const props = {
    ref: triggerRef,
    type: 'button',
    'aria-haspopup': 'dialog',
    'aria-expanded': open,
    'aria-controls': open ? id : undefined,
    'data-state': open ? 'open' : 'closed',
    onClick: () => setOpen(!open),
    onPointerEnter: preload,
    onFocus: preload,
  } as const;
  const dialog: AdoptedDialogProps = { open, onOpenChange: setOpen, triggerRef, id };
  return { props, dialog, overlay: { open, onFailure: () => setOpen(false) } };
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
