import { StickyBanner } from '@lobby/ui';
import { useEffect, useState } from 'react';
import { services } from '../../state/services.ts';

// put away for the rest of the visit once the player dismisses it
let dismissed = false;

/** Brings a dismissed banner back (stories start each one afresh). */
export function forgetBannerDismissal(): void {
  dismissed = false;
}

/**
 * The casino's announcement banner (GET ?stickybanner, §7) when the casino says to show one. It is extra
 * information: a failed call simply shows nothing.
 */
export function StickyBannerHost({ className }: { className?: string }) {
  const [html, setHtml] = useState<string | null>(null);
  const [hidden, setHidden] = useState(dismissed);
  useEffect(() => {
    const api = services.api;
    if (dismissed || !api) return;
    const controller = new AbortController();
    void api.getStickyBanner({ signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      if (result.ok && result.value.show && result.value.html.trim() !== '') setHtml(result.value.html);
    });
    return () => controller.abort();
  }, []);
  if (hidden || html === null) return null;
  return (
    <StickyBanner
      className={className}
      html={html}
      onDismiss={() => {
        dismissed = true;
        setHidden(true);
        // the button goes away with the banner: give focus to the page's title (or its content) rather than lose it
        (document.getElementById('page-title') ?? document.getElementById('main'))?.focus();
      }}
    />
  );
}
