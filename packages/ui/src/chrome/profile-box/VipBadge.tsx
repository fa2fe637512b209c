import { useLingui } from '@lingui/react/macro';
import { CrownIcon } from '../../components/icon/icons.tsx';
import { cn } from '../../lib/cn.ts';

/** The VIP level as a small gold badge: class_display_name, else "Level {level}". Nothing without either. */
export function VipBadge({
  vipName,
  vipLevel,
  className,
}: {
  vipName?: string | null;
  vipLevel?: string | null;
  className?: string;
}) {
  const { t } = useLingui();
  const text =
    vipName?.trim() ||
    (vipLevel?.trim()
      ? t({ message: `Level ${vipLevel}`, comment: 'VIP badge when only the level number is known' })
      : '');
  if (!text) return null;
  return (
    <span
      data-slot="vip-badge"
      className={cn(
        'inline-flex h-6 shrink-0 items-center gap-1 rounded-full bg-accent px-2 text-xs font-bold whitespace-nowrap text-accent-fg [&_svg]:size-3.5',
        className,
      )}
    >
      <CrownIcon />
      <span className="sr-only">
        {t({ message: 'VIP level:', comment: 'Read before the VIP badge text' })}{' '}
      </span>
      {text}
    </span>
  );
}
