import { type ClassValue, clsx } from 'clsx';

/**
 * Joins class names and lets a later Tailwind utility win over an earlier one of the same kind:
 * `cn('px-3 text-fg-muted', 'px-0 text-fg')` is `'px-3'`-free. Two utilities conflict when they have the same
 * variants (`hover:`, `data-[state=open]:`, …), the same `!` and set the same CSS property; a wide one also
 * replaces the narrower ones before it (`p-4` replaces an earlier `px-2`, but `p-4 px-2` keeps both).
 * Classes it does not know are kept as they are.
 *
 * Why not tailwind-merge: it knows every utility Tailwind has, and that knowledge ships with the lobby's
 * first download (9.0 KB gzip against 3.1 KB for this merger, which knows only the groups our components
 * use). The first download has a hard budget (.ci/budgets.mjs), and that difference is more than its
 * headroom.
 */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}

// Components ask for the same few class strings on every render (a thousand game tiles share one): each
// is merged once. Bounded, the oldest entry leaving first.
const merged = new Map<string, string>();
const MERGED_MAX = 1000;

/** The conflict-aware merge behind `cn`, for a string of classes. */
export function mergeClasses(classes: string): string {
  const known = merged.get(classes);
  if (known !== undefined) return known;
  const result = merge(classes);
  if (merged.size >= MERGED_MAX) {
    const oldest = merged.keys().next();
    if (!oldest.done) merged.delete(oldest.value);
  }
  merged.set(classes, result);
  return result;
}

function merge(classes: string): string {
  const tokens = classes.split(/\s+/).filter(Boolean);
  const taken = new Set<string>();
  const kept: string[] = [];
  // walk from the end: the last utility of a group wins, earlier ones of that group (or a narrower one) go
  for (const token of tokens.reverse()) {
    const parsed = parseClass(token);
    const group = parsed ? groupOf(parsed.utility) : null;
    if (!parsed || group === null) {
      if (!taken.has(`=${token}`)) kept.push(token);
      taken.add(`=${token}`);
      continue;
    }
    const key = `${parsed.variants}${parsed.important ? '!' : ''}|`;
    if (taken.has(key + group)) continue;
    kept.push(token);
    taken.add(key + group);
    for (const narrower of covers[group] ?? []) taken.add(key + narrower);
  }
  return kept.reverse().join(' ');
}

interface ParsedClass {
  /** Variants in a canonical order, e.g. `focus-visible:hover:`. */
  variants: string;
  important: boolean;
  /** The utility without variants, `!` and a leading `-`, e.g. `mb-px`. */
  utility: string;
}

/** Splits `md:hover:-mb-px!` into its variants and utility; brackets and parentheses are not split. */
function parseClass(token: string): ParsedClass | null {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < token.length; index++) {
    const char = token[index];
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (char === ':' && depth === 0) {
      parts.push(token.slice(start, index));
      start = index + 1;
    }
  }
  let utility = token.slice(start);
  if (!utility) return null;
  let important = false;
  if (utility.endsWith('!')) {
    important = true;
    utility = utility.slice(0, -1);
  } else if (utility.startsWith('!')) {
    important = true;
    utility = utility.slice(1);
  }
  if (utility.startsWith('-')) utility = utility.slice(1);
  return { variants: sortVariants(parts).join(':') + (parts.length ? ':' : ''), important, utility };
}

/** `hover:focus:` and `focus:hover:` are the same condition; an arbitrary variant (`[&_svg]:`) keeps its place. */
function sortVariants(variants: string[]): string[] {
  const sorted: string[] = [];
  let run: string[] = [];
  for (const variant of variants) {
    if (variant.startsWith('[')) {
      sorted.push(...run.sort(), variant);
      run = [];
    } else run.push(variant);
  }
  return sorted.concat(run.sort());
}

const textSizes = 'xs sm base lg xl 2xs 2xl 3xl 4xl 5xl 6xl 7xl 8xl 9xl'.split(' ');
const fontWeights = 'thin extralight light normal medium semibold bold extrabold black'.split(' ');
const lineStyles = 'solid dashed dotted double hidden none'.split(' ');
const sideNames = 'x y t r b l s e'.split(' ');
const cornerNames = 'tl tr br bl ss se ee es t r b l s e'.split(' ');

/** A wide group replaces the narrower groups before it. */
const covers: Record<string, readonly string[]> = {
  ...spacing('p'),
  ...spacing('m'),
  ...spacing('scroll-p'),
  ...spacing('scroll-m'),
  size: ['w', 'h'],
  inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left', 'start', 'end'],
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
  gap: ['gap-x', 'gap-y'],
  overflow: ['overflow-x', 'overflow-y'],
  overscroll: ['overscroll-x', 'overscroll-y'],
  rounded: [
    'rounded-t',
    'rounded-r',
    'rounded-b',
    'rounded-l',
    'rounded-s',
    'rounded-e',
    ...corners('rounded'),
  ],
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'rounded-b': ['rounded-br', 'rounded-bl'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
  'rounded-s': ['rounded-ss', 'rounded-es'],
  'rounded-e': ['rounded-se', 'rounded-ee'],
  ...sides('border-w'),
  ...sides('border-color'),
  'place-content': ['justify-content', 'align-content'],
  'place-items': ['justify-items', 'items'],
  'place-self': ['justify-self', 'self'],
  'line-clamp': ['display', 'overflow'],
  // as tailwind-merge had it: a font size brings its own line height
  'text-size': ['leading'],
  flex: ['grow', 'shrink', 'basis'],
};

function spacing(prefix: string): Record<string, readonly string[]> {
  const group = (side: string) => `${prefix}${side}`;
  return {
    [prefix]: sideNames.map(group),
    [group('x')]: [group('l'), group('r')],
    [group('y')]: [group('t'), group('b')],
  };
}

function corners(prefix: string): string[] {
  return cornerNames.slice(0, 8).map((corner) => `${prefix}-${corner}`);
}

function sides(group: string): Record<string, readonly string[]> {
  return {
    [group]: sideNames.map((side) => `${group}-${side}`),
    [`${group}-x`]: [`${group}-l`, `${group}-r`],
    [`${group}-y`]: [`${group}-t`, `${group}-b`],
  };
}

/** `group:class class …|…`: whole classes that each stand for one property. */
const keywords = table(
  'display:block inline-block inline flex inline-flex grid inline-grid contents flow-root list-item hidden table inline-table table-caption table-cell table-column table-column-group table-footer-group table-header-group table-row-group table-row|' +
    'position:static fixed absolute relative sticky|visibility:visible invisible collapse|sr:sr-only not-sr-only|' +
    'font-style:italic not-italic|text-decoration-line:underline overline line-through no-underline|' +
    'text-transform:uppercase lowercase capitalize normal-case|text-overflow:truncate|grow:grow|shrink:shrink|' +
    'isolation:isolate isolation-auto|font-smoothing:antialiased subpixel-antialiased|transform:transform transform-none|' +
    'transition:transition|shadow:shadow|rounded:rounded|border-w:border|outline-w:outline|ring-w:ring|ring-inset:ring-inset|' +
    'list-position:list-inside list-outside|numeric-spacing:tabular-nums proportional-nums|numeric-figure:lining-nums oldstyle-nums|' +
    'numeric:normal-nums|word-break:break-normal break-all break-keep|overflow-wrap:break-words|resize:resize',
);

/**
 * Utilities whose value decides nothing (`z-10`, `w-[4.5rem]`, `min-w-(--x)`): the prefix is the group, or
 * `prefix>group`. The first match wins, so a longer prefix comes before a shorter one.
 */
const prefixes = (
  'min-w min-h max-w max-h size w h inset-x inset-y inset top right bottom left start end z gap-x gap-y gap ' +
  'space-x space-y opacity cursor pointer-events select>user-select whitespace overflow-x overflow-y overflow ' +
  'overscroll-x overscroll-y overscroll flex-row>flex-direction flex-col>flex-direction flex-wrap flex-nowrap>flex-wrap ' +
  'flex basis grow shrink order grid-cols grid-rows grid-flow auto-cols auto-rows col-span>col col-start col-end ' +
  'row-span>row row-start row-end justify-items justify-self justify>justify-content content>align-content items self ' +
  'place-content place-items place-self leading tracking line-clamp list align>vertical-align underline-offset ' +
  'decoration indent duration ease delay transition animate rotate scale-x scale-y scale translate-x translate-y ' +
  'origin aspect object fill stroke appearance resize columns brightness blur backdrop-blur scroll snap will-change ' +
  'caret accent'
)
  .split(' ')
  .map((entry) => {
    const [prefix = entry, group = prefix] = entry.split('>');
    return [prefix, group] as const;
  });

function table(source: string): Record<string, string> {
  const groups: Record<string, string> = {};
  for (const row of source.split('|')) {
    const [group = '', classes = ''] = row.split(':');
    for (const name of classes.split(' ')) groups[name] = group;
  }
  return groups;
}

/** `2`, `px`, `0.5`, `[3px]`, `(length:--x)`: a width or size rather than a colour. */
function isLength(value: string): boolean {
  if (/^\d+(\.\d+)?$/.test(value) || value === 'px') return true;
  const arbitrary = /^[[(](.*)[\])]$/.exec(value)?.[1];
  if (arbitrary === undefined) return false;
  if (arbitrary.startsWith('length:') || arbitrary.startsWith('number:')) return true;
  if (/^(color|paint):/.test(arbitrary)) return false;
  return /^-?[\d.]+([a-z%]+)?$/.test(arbitrary) || /^(calc|min|max|clamp)\(/.test(arbitrary);
}

/** The value without an opacity or line-height modifier: `primary/50` → `primary`. */
function withoutModifier(value: string): string {
  return value.startsWith('[') || value.startsWith('(') ? value : (value.split('/')[0] ?? value);
}

/** The group a utility belongs to, or null for one this merge does not know (it is then kept). */
function groupOf(utility: string): string | null {
  if (utility.startsWith('[')) {
    // arbitrary property, e.g. [transform:translate(-50%,-50%)]
    const property = /^\[([a-z-]+):/.exec(utility)?.[1];
    return property ? `[${property}]` : null;
  }
  const keyword = keywords[utility];
  if (keyword) return keyword;

  const spacingMatch = /^(scroll-)?([pm])([xytrblse]?)-(.+)$/.exec(utility);
  if (spacingMatch) return `${spacingMatch[1] ?? ''}${spacingMatch[2]}${spacingMatch[3]}`;

  const [head, ...restParts] = utility.split('-');
  const rest = restParts.join('-');
  switch (head) {
    case 'text':
      return textGroup(rest);
    case 'font':
      return fontWeights.includes(rest) || isLength(rest) ? 'font-weight' : 'font-family';
    case 'bg':
      return bgGroup(rest);
    case 'border':
      return borderGroup(rest);
    case 'rounded':
      return roundedGroup(rest);
    case 'shadow':
      return 'shadow';
    case 'outline':
      if (rest.startsWith('offset-')) return 'outline-offset';
      if (lineStyles.includes(rest)) return 'outline-style';
      return isLength(rest) ? 'outline-w' : 'outline-color';
    case 'ring':
      if (rest.startsWith('offset-')) return isLength(rest.slice(7)) ? 'ring-offset-w' : 'ring-offset-color';
      return isLength(rest) ? 'ring-w' : 'ring-color';
    default:
      break;
  }
  for (const [prefix, group] of prefixes) {
    if (
      prefix.endsWith('-')
        ? utility.startsWith(prefix)
        : utility === prefix || utility.startsWith(`${prefix}-`)
    )
      return group;
  }
  return null;
}

function textGroup(rest: string): string {
  const value = withoutModifier(rest);
  if (textSizes.includes(value) || isLength(value)) return 'text-size';
  if (['left', 'center', 'right', 'justify', 'start', 'end'].includes(rest)) return 'text-align';
  if (['wrap', 'nowrap', 'balance', 'pretty'].includes(rest)) return 'text-wrap';
  if (rest === 'ellipsis' || rest === 'clip') return 'text-overflow';
  return 'text-color';
}

function bgGroup(rest: string): string {
  if (
    /^(none|linear-|radial|conic|gradient-)/.test(rest) ||
    /^[[(](image:|url\(|[a-z-]*gradient\()/.test(rest)
  )
    return 'bg-image';
  if (/^[[(](length|size):/.test(rest)) return 'bg-size';
  if (/^[[(]position:/.test(rest)) return 'bg-position';
  if (['fixed', 'local', 'scroll'].includes(rest)) return 'bg-attachment';
  if (['auto', 'cover', 'contain'].includes(rest) || rest.startsWith('size-')) return 'bg-size';
  if (rest.startsWith('repeat') || rest === 'no-repeat') return 'bg-repeat';
  if (rest.startsWith('clip-')) return 'bg-clip';
  if (rest.startsWith('origin-')) return 'bg-origin';
  if (rest.startsWith('blend-')) return 'bg-blend';
  if (/^(top|bottom|left|right|center)/.test(rest) || rest.startsWith('position-')) return 'bg-position';
  return 'bg-color';
}

function borderGroup(rest: string): string {
  if (lineStyles.includes(rest)) return 'border-style';
  if (rest === 'collapse' || rest === 'separate') return 'border-collapse';
  if (rest.startsWith('spacing')) return 'border-spacing';
  if (isLength(rest)) return 'border-w';
  for (const side of sideNames) {
    if (rest === side) return `border-w-${side}`;
    if (rest.startsWith(`${side}-`)) {
      const value = rest.slice(side.length + 1);
      return isLength(value) ? `border-w-${side}` : `border-color-${side}`;
    }
  }
  return 'border-color';
}

function roundedGroup(rest: string): string {
  for (const corner of cornerNames) {
    if (rest === corner || rest.startsWith(`${corner}-`)) return `rounded-${corner}`;
  }
  return 'rounded';
}
