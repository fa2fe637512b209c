import { useLingui } from '@lingui/react/macro';
import { type CSSProperties, useEffect, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '../components/icon/icons.tsx';
import { IconButton } from '../components/icon-button/IconButton.tsx';
import { cn } from '../lib/cn.ts';

export interface CashierTooltipProps {
  open: boolean;
  /** The button it points at (the header's Deposit, or the phone bar's Cashier); null: top right corner. */
  anchor: HTMLElement | null;
  /** Escape, the close button, or the app's own timer. */
  onClose: () => void;
  className?: string;
}

type Placement = { readonly style: CSSProperties; readonly side: 'below' | 'above' };

/** A 16 rem bubble centred on the anchor, kept inside the window, under it or (near the bottom) over it. */
function placementOf(anchor: HTMLElement | null): Placement {
  const width = Math.min(256, window.innerWidth - 16);
  if (!anchor || anchor.getClientRects().length === 0)
    return { side: 'below', style: { top: 72, right: 8, width } };
  const rect = anchor.getBoundingClientRect();
  const left = Math.min(Math.max(8, rect.left + rect.width / 2 - width / 2), window.innerWidth - width - 8);
  const below = rect.top < window.innerHeight / 2;
  return below
    ? { side: 'below', style: { top: rect.bottom + 10, left, width } }
    : { side: 'above', style: { bottom: window.innerHeight - rect.top + 10, left, width } };
}

/**
 * The cashier tooltip (§4): a small note pointing at the cashier button when the balance runs low. The app
 * decides when it opens and when it closes itself; Escape and the close button close it at once. It never
 * takes focus from what the player is doing; screen readers hear it as a status message.
 */
export function CashierTooltip({ open, anchor, onClose, className }: CashierTooltipProps) {
  const { t } = useLingui();
  const [placement, setPlacement] = useState<Placement | null>(null);

  useLayoutEffect(() => {
    if (!open) return;
    const place = () => setPlacement(placementOf(anchor));
    place();
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, { passive: true });
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place);
    };
  }, [open, anchor]);

  useEffect(() => {
    if (!open) return;
    const close = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', close);
    return () => document.removeEventListener('keydown', close);
  }, [open, onClose]);

  if (!open || !placement) return null;
  return createPortal(
    <div
      role="status"
      data-slot="cashier-tooltip"
      data-side={placement.side}
      style={placement.style}
      className={cn(
        'fixed z-50 flex items-start gap-2 rounded-lg bg-primary py-2 pr-1 pl-3 text-sm font-semibold text-primary-fg shadow-pop',
        className,
      )}
    >
      <p className="m-0 flex-1 py-1.5">
        {t({
          message: 'Running low? Top up here and keep playing.',
          comment: 'Cashier tooltip shown under the Deposit button when the balance is low',
        })}
      </p>
      <IconButton label={t`Close`} size="sm" variant="primary" onClick={onClose}>
        <CloseIcon />
      </IconButton>
    </div>,
    document.body,
  );
}
