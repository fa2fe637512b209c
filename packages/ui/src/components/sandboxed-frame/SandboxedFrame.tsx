import type * as React from 'react';
import { useEffect, useRef } from 'react';
import { cn } from '../../lib/cn.ts';
import {
  colorSchemeOf,
  isReadyMessage,
  SANDBOX_FRAME_DOCUMENT_MESSAGE,
  SANDBOX_FRAME_SCHEME_MESSAGE,
  SANDBOX_FRAME_URL,
} from './frame-protocol.ts';

export type SandboxedFrameProps = Omit<
  React.ComponentProps<'iframe'>,
  'src' | 'srcDoc' | 'sandbox' | 'title' | 'onMessage'
> & {
  /** The whole document to run in the frame. */
  document: string;
  /** The frame's accessible name. */
  title: string;
  /** Names the frame's slot (`data-slot`). */
  slot?: string;
  /** The frame document the content is written into; see SANDBOX_FRAME_URL. */
  frameUrl?: string;
  /** Any other message of this frame's content (its size, for one). */
  onFrameMessage?: (data: unknown) => void;
  /**
   * Tell the content the colour scheme the frame is drawn in, after the document and whenever the page's
   * theme changes (the content runs FOLLOW_SCHEME_SCRIPT).
   */
  followColorScheme?: boolean;
};

/**
 * Server content that carries its own code, isolated: it runs in a frame sandboxed without same-origin
 * rights, so it cannot read the lobby's storage, cookies or page, nor navigate it. The frame loads a small
 * document of the host's (served with a policy that lets inline code run, where the lobby's policy would
 * not), which takes the content from one message of this component and writes it in. The frame exists only
 * while the component is mounted: the content's styles and scripts arrive with the page and leave with it.
 * Only messages from this frame's own window reach `onFrameMessage`.
 */
export function SandboxedFrame({
  document,
  title,
  slot = 'sandboxed-frame',
  frameUrl = SANDBOX_FRAME_URL,
  onFrameMessage,
  followColorScheme = false,
  className,
  onLoad,
  ...props
}: SandboxedFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  // the frame element the document was last sent to: each new frame gets it once
  const sentTo = useRef<HTMLIFrameElement | null>(null);
  // the colour scheme the content was last told
  const toldScheme = useRef<string | null>(null);

  const tellScheme = () => {
    const element = frame.current;
    if (!followColorScheme || !element?.contentWindow || sentTo.current !== element) return;
    const scheme = colorSchemeOf(element);
    if (scheme === toldScheme.current) return;
    toldScheme.current = scheme;
    element.contentWindow.postMessage({ type: SANDBOX_FRAME_SCHEME_MESSAGE, scheme }, '*');
  };
  const tellSchemeRef = useRef(tellScheme);
  tellSchemeRef.current = tellScheme;

  // the document goes to the frame once, when its frame says it is ready (or has loaded, if that came first)
  const send = () => {
    const element = frame.current;
    const target = element?.contentWindow;
    if (!element || !target || sentTo.current === element) return;
    sentTo.current = element;
    // a sandboxed frame's origin is opaque, so it cannot be named as the target
    target.postMessage({ type: SANDBOX_FRAME_DOCUMENT_MESSAGE, html: document }, '*');
    toldScheme.current = null;
    tellScheme();
  };
  const sendRef = useRef(send);
  sendRef.current = send;
  const onFrameMessageRef = useRef(onFrameMessage);
  onFrameMessageRef.current = onFrameMessage;

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // only this frame's own window counts; a sandboxed frame's origin is always the opaque "null"
      if (frame.current === null || event.source !== frame.current.contentWindow) return;
      if (event.origin !== 'null') return;
      if (isReadyMessage(event.data)) {
        sendRef.current();
        return;
      }
      onFrameMessageRef.current?.(event.data);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  // the page's theme lives in attributes of the root element
  useEffect(() => {
    if (!followColorScheme) return;
    const observer = new MutationObserver(() => tellSchemeRef.current());
    observer.observe(window.document.documentElement, { attributes: true });
    return () => observer.disconnect();
  }, [followColorScheme]);

  return (
    <iframe
      // new content gets a fresh frame and document
      key={document}
      ref={frame}
      data-slot={slot}
      title={title}
      // allow-scripts only: never allow-same-origin, allow-top-navigation, allow-popups or allow-forms
      sandbox="allow-scripts"
      src={frameUrl}
      referrerPolicy="no-referrer"
      onLoad={(event) => {
        send();
        onLoad?.(event);
      }}
      className={cn('block border-0 bg-transparent', className)}
      {...props}
    />
  );
}
