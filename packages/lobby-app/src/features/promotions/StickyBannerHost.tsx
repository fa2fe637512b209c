import { StickyBanner } from '@lobby/ui';
import { useState } from 'react';
import { useQuery } from '../../platform/query/useQuery.ts';
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
  const [hidden, setHidden] = useState(dismissed);
  const api = services.api;
  const banner = useQuery(
    hidden || !api ? null : { key: ['sticky-banner'], load: ({ signal }) => api.getStickyBanner({ signal }) },
  );
  const html = banner.data?.show && banner.data.html.trim() !== '' ? banner.data.html : null;
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
