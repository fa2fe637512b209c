import { type ClassValue, clsx } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

/**
 * The names `styles/tailwind.css` adds to Tailwind's theme that tailwind-merge cannot tell apart by itself.
 * Colours need nothing: any unknown `text-*`, `bg-*`, `border-*`… value is taken for a colour, and the
 * radii (`sm` to `xl`) and the extra text size `2xs` look like the defaults.
 */
const twMerge = extendTailwindMerge({
  extend: {
    theme: {
      shadow: ['card', 'pop'],
      animate: ['overlay-in', 'overlay-out', 'dialog-in', 'dialog-out', 'toast-in', 'toast-out', 'shimmer'],
      ease: ['standard'],
    },
    classGroups: {
      duration: [{ duration: ['fast', 'base', 'modal'] }],
    },
  },
});

/**
 * Joins class names and lets a later Tailwind utility win over an earlier one of the same kind:
 * `cn('px-3 text-fg-muted', 'px-0 text-fg')` is `'px-3'`-free. Two utilities conflict when they have the same
 * variants (`hover:`, `data-[state=open]:`, …), the same `!` and set the same CSS property; a wide one also
 * replaces the narrower ones before it (`p-4` replaces an earlier `px-2`, but `p-4 px-2` keeps both).
 * Classes it does not know are kept as they are.
 */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}

/** The conflict-aware merge behind `cn`, for a string of classes (tailwind-merge keeps recent answers). */
export function mergeClasses(classes: string): string {
  return withoutRepeats(twMerge(classes));
}

/** tailwind-merge keeps every copy of a class it does not know (`group`, `foo`); only the last one is needed. */
function withoutRepeats(classes: string): string {
  const tokens = classes.split(' ');
  const unique = new Set(tokens);
  if (unique.size === tokens.length) return classes;
  return tokens.filter((token, index) => tokens.indexOf(token, index + 1) === -1).join(' ');
}
