import type * as React from 'react';
import { cn } from '../../lib/cn.ts';

/** One thing to be read out: `id` tells two equal sentences apart, so the second is read too. */
export interface LiveMessage {
  id: number;
  text: string;
  /** polite waits for the reader to pause; assertive interrupts, for failures the player must know of. */
  politeness: 'polite' | 'assertive';
}

export type LiveRegionProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** The latest messages, oldest first, already translated. */
  messages: readonly LiveMessage[];
};

/**
 * The page's one place for status messages (WCAG 4.1.3): a polite region and an assertive one, hidden from
 * the eye. Render it once, as the page starts, and keep it: a region that appears together with its text
 * is often not read. Each message is its own line, and only lines added are read (the older ones stay, out
 * of the way, until the caller drops them). The explicit `aria-live` keeps the regions heard while a modal
 * dialog hides the rest of the page. It reads out the outcomes of §4 (search results, deposits, coupons, the
 * wheel's prize, countdowns ending) and the messages of §8.
 */
export function LiveRegion({ messages, className, ...props }: LiveRegionProps) {
  const lines = (politeness: LiveMessage['politeness']) =>
    messages
      .filter((message) => message.politeness === politeness)
      .map((message) => (
        <p key={message.id} className="m-0">
          {message.text}
        </p>
      ));
  return (
    <div data-slot="live-region" className={cn('sr-only', className)} {...props}>
      <div role="status" aria-live="polite" aria-atomic="false" aria-relevant="additions">
        {lines('polite')}
      </div>
      {/* no alert role: an empty alert always on the page would be one more alert for every query */}
      <div aria-live="assertive" aria-atomic="false" aria-relevant="additions">
        {lines('assertive')}
      </div>
    </div>
  );
}
