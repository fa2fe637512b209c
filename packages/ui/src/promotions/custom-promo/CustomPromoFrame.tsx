import { useMemo, useRef, useState } from 'react';
import { useFollowLink } from '../../components/safe-html/SafeHtml.tsx';
import {
  SandboxedFrame,
  type SandboxedFrameProps,
} from '../../components/sandboxed-frame/SandboxedFrame.tsx';
import { cn } from '../../lib/cn.ts';
import {
  type CustomPromoBlockData,
  customPromoDocument,
  readOpenMessage,
  readSizeMessage,
} from './custom-document.ts';

export type CustomPromoFrameProps = Omit<
  SandboxedFrameProps,
  'document' | 'slot' | 'onFrameMessage' | 'followColorScheme'
> & {
  block: CustomPromoBlockData;
  /** The lobby's theme, so the frame's transparent background blends in. */
  colorScheme?: 'light' | 'dark';
  /** The height before the content has reported its own. */
  initialHeight?: number;
  /** Called each time the content reports its height. */
  onSized?: (height: number) => void;
};

/**
 * One custom promo block (§2), isolated in a sandboxed frame (see SandboxedFrame): its HTML, CSS and JS
 * cannot read the lobby's storage, cookies or page, nor navigate it. It takes the height its content
 * reports, from that frame only and within limits, and follows a link the player clicks in it (its call to
 * action) as it would follow any link of server content: lobby pages by the router, other sites in a new
 * tab, `javascript:` and other schemes never.
 */
export function CustomPromoFrame({
  block,
  colorScheme = 'light',
  initialHeight = 240,
  onSized,
  className,
  style,
  ...props
}: CustomPromoFrameProps) {
  const [height, setHeight] = useState<number | null>(null);
  const document = useMemo(() => customPromoDocument(block, colorScheme), [block, colorScheme]);
  const onSizedRef = useRef(onSized);
  onSizedRef.current = onSized;
  const follow = useFollowLink();

  return (
    <SandboxedFrame
      document={document}
      slot="custom-promo-frame"
      data-sized={height !== null}
      onFrameMessage={(data) => {
        const link = readOpenMessage(data);
        if (link !== null) {
          follow(link);
          return;
        }
        const reported = readSizeMessage(data);
        if (reported === null) return;
        setHeight(reported);
        onSizedRef.current?.(reported);
      }}
      className={cn('w-full rounded-xl', className)}
      style={{ height: height ?? initialHeight, colorScheme, ...style }}
      {...props}
    />
  );
}
