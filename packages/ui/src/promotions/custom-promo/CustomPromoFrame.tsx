import type * as React from 'react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { type CustomPromoBlockData, customPromoDocument, readSizeMessage } from './custom-document.ts';

export type CustomPromoFrameProps = Omit<
  React.ComponentProps<'iframe'>,
  'src' | 'srcDoc' | 'sandbox' | 'title'
> & {
  block: CustomPromoBlockData;
  /** The frame's accessible name. */
  title: string;
  /** The lobby's theme, so the frame's transparent background blends in. */
  colorScheme?: 'light' | 'dark';
  /** The height before the content has reported its own. */
  initialHeight?: number;
};

/**
 * One custom promo block (§2), isolated: its HTML, CSS and JS run in a sandboxed frame without same-origin
 * rights, so they cannot read the lobby's storage, cookies or page, nor navigate it. The frame exists only
 * while the component is mounted: the block's styles and scripts arrive with the page and leave with it.
 * It takes the height its content reports, from that frame only and within limits.
 */
export function CustomPromoFrame({
  block,
  title,
  colorScheme = 'light',
  initialHeight = 240,
  className,
  style,
  ...props
}: CustomPromoFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState<number | null>(null);
  const document = useMemo(() => customPromoDocument(block, colorScheme), [block, colorScheme]);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // only this frame's own window counts; a sandboxed frame's origin is always the opaque "null"
      if (frame.current === null || event.source !== frame.current.contentWindow) return;
      if (event.origin !== 'null') return;
      const reported = readSizeMessage(event.data);
      if (reported !== null) setHeight(reported);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  return (
    <iframe
      ref={frame}
      data-slot="custom-promo-frame"
      data-sized={height !== null}
      title={title}
      // allow-scripts only: never allow-same-origin, allow-top-navigation, allow-popups or allow-forms
      sandbox="allow-scripts"
      srcDoc={document}
      referrerPolicy="no-referrer"
      className={cn('block w-full rounded-xl border-0 bg-transparent', className)}
      style={{ height: height ?? initialHeight, colorScheme, ...style }}
      {...props}
    />
  );
}
