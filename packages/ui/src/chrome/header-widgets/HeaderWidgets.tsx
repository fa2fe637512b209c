import { useLingui } from '@lingui/react/macro';
import type * as React from 'react';
import { SafeHtml } from '../../components/safe-html/SafeHtml.tsx';
import { cn } from '../../lib/cn.ts';

export interface HeaderWidget {
  /** The widget's name from ?widgets (escapepod, crewpon, …); it keys the item and names its slot. */
  readonly name: string;
  /** The widget's HTML from its own call, shown through SafeHtml. */
  readonly html: string;
}

export type HeaderWidgetsProps = Omit<React.ComponentProps<'ul'>, 'children'> & {
  widgets: readonly HeaderWidget[];
};

/**
 * The casino's header widgets (escape pod, crewpon, fortune teller, prize wheel…): each one's HTML in a compact
 * chip. The row is one chip high: chips that do not fit wrap onto a hidden second line, so a narrow header
 * drops whole widgets rather than cutting one in half. Nothing renders when there are none.
 */
export function HeaderWidgets({ widgets, className, ...props }: HeaderWidgetsProps) {
  const { t } = useLingui();
  if (widgets.length === 0) return null;
  return (
    <ul
      data-slot="header-widgets-list"
      aria-label={t({
        message: 'Casino widgets',
        comment: 'Label of the row of casino widgets in the header',
      })}
      className={cn('m-0 flex h-8 min-w-0 list-none flex-wrap gap-2 overflow-hidden p-0', className)}
      {...props}
    >
      {widgets.map((widget) => (
        <li
          key={widget.name}
          data-widget={widget.name}
          className="flex h-8 max-w-60 min-w-0 items-center rounded-full border border-border bg-surface-raised px-3 text-xs font-semibold text-fg"
        >
          <SafeHtml html={widget.html} className="truncate [&_*]:inline [&_img]:h-5 [&_img]:w-auto" />
        </li>
      ))}
    </ul>
  );
}
