import type * as React from 'react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import {
  CUSTOM_PROMO_DOCUMENT_MESSAGE,
  CUSTOM_PROMO_FRAME_URL,
  type CustomPromoBlockData,
  customPromoDocument,
  isReadyMessage,
  readSizeMessage,
} from './custom-document.ts';

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
  /** The frame document the block is written into; see CUSTOM_PROMO_FRAME_URL. */
  frameUrl?: string;
  /** Called each time the content reports its height. */
  onSized?: (height: number) => void;
};

/**
 * One custom promo block (§2), isolated: its HTML, CSS and JS run in a sandboxed frame without same-origin
 * rights, so they cannot read the lobby's storage, cookies or page, nor navigate it. The frame loads a
 * small document of the host's (served with a policy that lets inline code run, where the lobby's policy
 * would not), which takes the block from one message of this component and writes it in. The frame exists
 * only while the component is mounted: the block's styles and scripts arrive with the page and leave with
 * it. It takes the height its content reports, from that frame only and within limits.
 */
export function CustomPromoFrame({
  block,
  title,
  colorScheme = 'light',
  initialHeight = 240,
  frameUrl = CUSTOM_PROMO_FRAME_URL,
  onSized,
  className,
  style,
  onLoad,
  ...props
}: CustomPromoFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  // the frame element the block was last sent to: each new frame gets it once
  const sentTo = useRef<HTMLIFrameElement | null>(null);
  const [height, setHeight] = useState<number | null>(null);
  const document = useMemo(() => customPromoDocument(block, colorScheme), [block, colorScheme]);

  // the block goes to the frame once, when its document says it is ready (or has loaded, if that came first)
  const send = () => {
    const element = frame.current;
    const target = element?.contentWindow;
    if (!element || !target || sentTo.current === element) return;
    sentTo.current = element;
    // a sandboxed frame's origin is opaque, so it cannot be named as the target
    target.postMessage({ type: CUSTOM_PROMO_DOCUMENT_MESSAGE, html: document }, '*');
  };
  const sendRef = useRef(send);
  sendRef.current = send;
  const onSizedRef = useRef(onSized);
  onSizedRef.current = onSized;

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // only this frame's own window counts; a sandboxed frame's origin is always the opaque "null"
      if (frame.current === null || event.source !== frame.current.contentWindow) return;
      if (event.origin !== 'null') return;
      if (isReadyMessage(event.data)) {
        sendRef.current();
        return;
      }
      const reported = readSizeMessage(event.data);
      if (reported === null) return;
      setHeight(reported);
      onSizedRef.current?.(reported);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  return (
    <iframe
      // a new block or theme gets a fresh frame and document
      key={document}
      ref={frame}
      data-slot="custom-promo-frame"
      data-sized={height !== null}
      title={title}
      // allow-scripts only: never allow-same-origin, allow-top-navigation, allow-popups or allow-forms
      sandbox="allow-scripts"
      src={frameUrl}
      referrerPolicy="no-referrer"
      onLoad={(event) => {
        send();
        onLoad?.(event);
      }}
      className={cn('block w-full rounded-xl border-0 bg-transparent', className)}
      style={{ height: height ?? initialHeight, colorScheme, ...style }}
      {...props}
    />
  );
}
