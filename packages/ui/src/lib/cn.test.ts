import { describe, expect, it } from 'vitest';
import { cn, mergeClasses } from './cn.ts';

describe('cn', () => {
  it('joins like clsx: strings, conditions, arrays and objects', () => {
    expect(cn('a', false, null, undefined, ['b', { c: true, d: false }], '')).toBe('a b c');
    expect(cn('flex items-center')).toBe('flex items-center');
  });

  it('keeps classes it does not know, once', () => {
    expect(cn('group peer foo', 'group/row foo')).toBe('group peer group/row foo');
  });

  describe('a later utility of the same group wins', () => {
    it.each([
      // sidebar rows: the compact row drops the padding, keeps everything else
      [
        'h-10 gap-3 rounded-md px-3 text-sm',
        'justify-center px-0',
        'h-10 gap-3 rounded-md text-sm justify-center px-0',
      ],
      // collapsed sidebar: narrower and with its own padding
      ['w-64 px-3 py-3', 'w-[4.5rem] px-3.5', 'py-3 w-[4.5rem] px-3.5'],
      ['self-end', 'self-center', 'self-center'],
      // mobile launcher item: the colour changes, the arbitrary text size stays
      [
        'text-[0.6875rem] leading-tight font-semibold text-fg-muted aria-[current=page]:text-fg',
        'text-fg',
        'text-[0.6875rem] leading-tight font-semibold aria-[current=page]:text-fg text-fg',
      ],
      // app: outline button in the warning colour keeps its border width
      [
        'border border-border-strong bg-transparent text-fg h-8 px-3 text-sm',
        'border-warning-fg text-warning-fg',
        'border bg-transparent h-8 px-3 text-sm border-warning-fg text-warning-fg',
      ],
      // header: larger buttons from sm up do not touch the base size
      ['h-8 rounded-sm px-3 text-sm', 'sm:h-10 sm:px-4', 'h-8 rounded-sm px-3 text-sm sm:h-10 sm:px-4'],
      ['inline-flex h-10 w-full', 'w-auto', 'inline-flex h-10 w-auto'],
      ['inline-flex', 'hidden', 'hidden'],
      ['flex', 'block', 'block'],
      ['relative', 'fixed bottom-20 left-3 z-40', 'fixed bottom-20 left-3 z-40'],
      ['z-40', 'z-[60]', 'z-[60]'],
      ['rounded-md', 'rounded-full', 'rounded-full'],
      ['shadow-card', 'shadow-pop', 'shadow-pop'],
      ['opacity-50', 'opacity-100', 'opacity-100'],
      ['cursor-pointer', 'cursor-not-allowed', 'cursor-not-allowed'],
      ['overflow-hidden', 'overflow-y-auto', 'overflow-hidden overflow-y-auto'],
      ['overflow-y-auto', 'overflow-hidden', 'overflow-hidden'],
      ['bg-primary hover:bg-primary-hover', 'bg-surface', 'hover:bg-primary-hover bg-surface'],
      ['bg-primary/50', 'bg-transparent', 'bg-transparent'],
      ['font-semibold', 'font-bold', 'font-bold'],
      ['font-sans', 'font-display', 'font-display'],
      ['font-display text-2xl font-bold', 'font-mono', 'text-2xl font-bold font-mono'],
      ['text-sm', 'text-base', 'text-base'],
      ['text-xs', 'text-9xl', 'text-9xl'],
      ['text-sm', 'text-[0.6875rem]', 'text-[0.6875rem]'],
      ['text-fg-muted', 'text-secondary-fg', 'text-secondary-fg'],
      ['text-left', 'text-right', 'text-right'],
      ['gap-2', 'gap-4', 'gap-4'],
      ['gap-x-4 gap-y-2', 'gap-3', 'gap-3'],
      ['min-w-5', 'min-w-52', 'min-w-52'],
      ['max-w-60', 'max-w-[calc(100vw-1rem)]', 'max-w-[calc(100vw-1rem)]'],
      ['w-9 h-5', 'size-4', 'size-4'],
      ['size-4', 'w-6', 'size-4 w-6'],
      ['top-0 left-0', 'inset-0', 'inset-0'],
      ['inset-0', 'top-2', 'inset-0 top-2'],
      ['inset-y-0', 'top-4', 'inset-y-0 top-4'],
      ['mt-2', 'm-0', 'm-0'],
      ['-mb-px', 'mb-2', 'mb-2'],
      ['mb-2', '-mb-px', '-mb-px'],
      ['ml-5 pl-2', 'ms-2 ps-4', 'ml-5 pl-2 ms-2 ps-4'],
      ['pt-2 pb-2', 'py-4', 'py-4'],
      ['outline-none', 'outline-2', 'outline-none outline-2'],
      ['outline-focus', 'outline-danger', 'outline-danger'],
      ['outline-offset-2', '-outline-offset-2', '-outline-offset-2'],
      ['ring-2 ring-surface', 'ring-primary', 'ring-2 ring-primary'],
      ['ring-2', 'ring-0', 'ring-0'],
      ['flex-1', 'flex-none', 'flex-none'],
      ['flex-col', 'flex-row', 'flex-row'],
      ['shrink-0', 'shrink', 'shrink'],
      ['justify-start items-start', 'justify-center items-center', 'justify-center items-center'],
      ['grid-cols-2', 'grid-cols-[1fr_auto]', 'grid-cols-[1fr_auto]'],
      ['col-span-1', 'col-span-2', 'col-span-2'],
      ['whitespace-nowrap', 'whitespace-normal', 'whitespace-normal'],
      ['select-none', 'select-text', 'select-text'],
      ['static', 'absolute', 'absolute'],
      ['[transform:translate(-50%,-50%)]', '[transform:none]', '[transform:none]'],
      // a flex shorthand resets grow and shrink; a font size brings its line height
      ['shrink-0', 'flex-1', 'flex-1'],
      ['text-xl leading-7', 'text-sm', 'text-sm'],
      ['text-sm', 'leading-7', 'text-sm leading-7'],
      ['animate-shimmer', 'animate-pulse', 'animate-pulse'],
    ])('cn(%j, %j)', (base, override, expected) => {
      expect(cn(base, override)).toBe(expected);
    });
  });

  describe('border width, side and colour are apart', () => {
    it.each([
      ['border border-border', 'border-2', 'border-border border-2'],
      ['border-2 border-border-strong', 'border-primary', 'border-2 border-primary'],
      [
        'border border-l-4 border-border',
        'border-l-success',
        'border border-l-4 border-border border-l-success',
      ],
      ['border-l-4', 'border-0', 'border-0'],
      ['border-b-2 border-transparent', 'border-t', 'border-b-2 border-transparent border-t'],
      ['border-r border-border', 'border-none', 'border-r border-border border-none'],
      ['border-x-2', 'border-l-4', 'border-x-2 border-l-4'],
    ])('cn(%j, %j)', (base, override, expected) => {
      expect(cn(base, override)).toBe(expected);
    });
  });

  describe('rounded corners', () => {
    it.each([
      ['rounded-t-lg', 'rounded-none', 'rounded-none'],
      ['rounded-none', 'rounded-t-lg', 'rounded-none rounded-t-lg'],
      ['rounded-tl-md', 'rounded-t-lg', 'rounded-t-lg'],
      ['rounded-tl-md', 'rounded-b-lg', 'rounded-tl-md rounded-b-lg'],
      ['rounded-lg', 'rounded-sm', 'rounded-sm'],
    ])('cn(%j, %j)', (base, override, expected) => {
      expect(cn(base, override)).toBe(expected);
    });
  });

  describe('variants keep groups apart', () => {
    it.each([
      ['hover:bg-primary', 'bg-surface', 'hover:bg-primary bg-surface'],
      ['hover:bg-primary', 'hover:bg-surface', 'hover:bg-surface'],
      ['focus-visible:hover:text-fg', 'hover:focus-visible:text-link', 'hover:focus-visible:text-link'],
      [
        'data-[state=open]:bg-secondary',
        'data-[state=open]:bg-surface-sunken',
        'data-[state=open]:bg-surface-sunken',
      ],
      ['[&_svg]:size-5', '[&_svg]:size-4', '[&_svg]:size-4'],
      ['[&_svg]:size-5', 'size-4', '[&_svg]:size-5 size-4'],
      [
        'aria-[current=page]:text-fg',
        'aria-[current=page]:before:bg-primary',
        'aria-[current=page]:text-fg aria-[current=page]:before:bg-primary',
      ],
      ['max-sm:hidden', 'max-sm:block', 'max-sm:block'],
      ['xl:flex', 'xl:hidden', 'xl:hidden'],
      ['p-4', 'p-2!', 'p-4 p-2!'],
      ['min-w-(--radix-dropdown-menu-trigger-width)', 'min-w-44', 'min-w-44'],
    ])('cn(%j, %j)', (base, override, expected) => {
      expect(cn(base, override)).toBe(expected);
    });
  });

  it('keeps the skeleton shimmer: background size, colour and image are apart', () => {
    const shimmer =
      'block animate-shimmer bg-[length:200%_100%] bg-fg/10 bg-[linear-gradient(90deg,transparent_60%,white_75%)]';
    expect(cn(shimmer)).toBe(shimmer);
    expect(cn(shimmer, 'bg-surface')).toBe(
      'block animate-shimmer bg-[length:200%_100%] bg-[linear-gradient(90deg,transparent_60%,white_75%)] bg-surface',
    );
  });

  it('keeps a refinement after a wider utility, drops one before it', () => {
    // through a variable: the formatter sorts the classes in a literal cn() call, and here the order is the point
    const merge = (...classes: string[]) => cn(...classes);
    expect(merge('p-4', 'px-2')).toBe('p-4 px-2');
    expect(merge('px-2', 'p-4')).toBe('p-4');
    expect(merge('px-2', 'pl-1')).toBe('px-2 pl-1');
    expect(merge('pl-1', 'px-2')).toBe('px-2');
    expect(merge('pt-1', 'px-2')).toBe('pt-1 px-2');
    expect(merge('pl-1 px-2')).toBe('px-2');
  });

  it('keeps sr-only with a layout utility and truncate with whitespace', () => {
    expect(cn('truncate', 'sr-only')).toBe('truncate sr-only');
    expect(cn('flex min-w-0 flex-col leading-tight max-sm:sr-only')).toBe(
      'flex min-w-0 flex-col leading-tight max-sm:sr-only',
    );
  });

  it('leaves whole component class lists as they are when nothing conflicts', () => {
    const dialog =
      'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] [transform:translate(-50%,-50%)] flex-col gap-4 overflow-hidden rounded-xl border border-border bg-surface py-6 text-fg shadow-pop focus:outline-none data-[state=closed]:animate-dialog-out data-[state=open]:animate-dialog-in max-w-md';
    expect(cn(dialog)).toBe(dialog);
    const launcherItem =
      'flex min-w-0 flex-1 cursor-pointer flex-col items-center justify-center gap-0.5 rounded-md px-1 text-[0.6875rem] leading-tight font-semibold text-fg-muted no-underline transition-colors hover:text-fg focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-focus relative before:absolute before:top-0 before:h-0.5 before:w-8 before:rounded-full aria-[current=page]:text-fg aria-[current=page]:before:bg-primary [&_svg]:size-5 [&_svg]:shrink-0';
    expect(cn(launcherItem)).toBe(launcherItem);
  });
});

describe('merging the same classes again', () => {
  it('gives the same answer from memory, for more strings than it keeps', () => {
    const inputs = Array.from({ length: 1500 }, (_, i) => `p-${i % 7} px-${i} text-sm text-lg m-${i}`);
    const first = inputs.map((classes) => mergeClasses(classes));
    expect(first[3]).toBe('p-3 px-3 text-lg m-3');
    // the early entries have left the memory by now: merged afresh, they come out the same
    expect(inputs.map((classes) => mergeClasses(classes))).toEqual(first);
    expect(mergeClasses('px-2 p-4')).toBe('p-4');
    expect(mergeClasses('px-2 p-4')).toBe('p-4');
  });
});
