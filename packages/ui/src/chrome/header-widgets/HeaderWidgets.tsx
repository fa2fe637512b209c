import { useLingui } from '@lingui/react/macro';
import type { SafeWidgetAssets } from '@lobby/domain';
import type * as React from 'react';
import { useMemo, useState } from 'react';
import { SafeHtml } from '../../components/safe-html/SafeHtml.tsx';
import { colorSchemeOf } from '../../components/sandboxed-frame/frame-protocol.ts';
import { SandboxedFrame } from '../../components/sandboxed-frame/SandboxedFrame.tsx';
import { cn } from '../../lib/cn.ts';
import { widgetDocument } from './widget-document.ts';

export interface HeaderWidget {
  /** The widget's name from ?widgets (escapepod, crewpon, …); it keys the item and names its slot. */
  readonly name: string;
  /** The widget's HTML from its own call, shown through SafeHtml unless the widget brings assets. */
  readonly html: string;
  /**
   * The scripts, stylesheets and data of a widget that brings its own (Wpc2, synth): the widget then runs
   * in a sandboxed frame of its own, with its HTML unsanitised but sealed off from the lobby.
   */
  readonly assets?: SafeWidgetAssets;
}

export type HeaderWidgetsProps = Omit<React.ComponentProps<'ul'>, 'children'> & {
  widgets: readonly HeaderWidget[];
};

const CHIP = 'flex h-8 max-w-60 min-w-0 items-center rounded-full border border-border bg-surface-raised';

/** A widget with its own code: its document in a sandboxed frame the size of a chip. */
function FramedWidget({ name, html, assets }: { name: string; html: string; assets: SafeWidgetAssets }) {
  const { t } = useLingui();
  // the scheme to start in; later changes of the lobby's theme reach the frame as messages
  const [startScheme] = useState(() => colorSchemeOf(document.documentElement));
  const content = useMemo(
    () => widgetDocument({ name, html, assets }, startScheme),
    [name, html, assets, startScheme],
  );
  return (
    <SandboxedFrame
      document={content}
      followColorScheme
      slot="header-widget-frame"
      title={t({
        message: `Casino widget: ${name}`,
        comment: 'Accessible name of the frame a casino header widget runs in; the value is its name',
      })}
      className="h-full w-[13.5rem] min-w-0"
    />
  );
}

/**
 * The casino's header widgets (escape pod, crewpon, fortune teller, prize wheel…): each one's HTML in a
 * compact chip, sanitised, or for a widget with its own code, run in a sandboxed frame inside the chip. The
 * row is one chip high: chips that do not fit wrap onto a hidden second line, so a narrow header drops whole
 * widgets rather than cutting one in half. Nothing renders when there are none.
 * Implements the header widgets of §2 Page chrome, fed by the widget calls of §7.
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
          className={cn(CHIP, widget.assets ? 'overflow-hidden px-3' : 'px-3 text-xs font-semibold text-fg')}
        >
          {widget.assets ? (
            <FramedWidget name={widget.name} html={widget.html} assets={widget.assets} />
          ) : (
            <SafeHtml html={widget.html} className="truncate [&_*]:inline [&_img]:h-5 [&_img]:w-auto" />
          )}
        </li>
      ))}
    </ul>
  );
}
