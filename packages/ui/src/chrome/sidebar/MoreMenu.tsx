import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { AppLink } from '../../lib/link.tsx';
import { AdoptedMenu } from '../AdoptedMenu.tsx';
import { ConfigIcon } from '../icons/ConfigIcon.tsx';
import type { AdoptedMenuProps } from '../lazy.tsx';
import { isCurrentPath, type LinkEntry } from './items.ts';

export interface MoreMenuProps extends AdoptedMenuProps {
  items: ReadonlyArray<LinkEntry & { text: string }>;
  currentPath: string;
}

/** The collapsed sidebar's More submenu, loaded on the first open: a Radix dropdown menu beside the rail. */
export default function MoreMenu({ items, currentPath, ...menu }: MoreMenuProps) {
  return (
    <AdoptedMenu {...menu} side="right" sideOffset={8} className="min-w-52">
      {items.map((item) => (
        <DropdownMenu.Item key={item.key} asChild>
          <AppLink
            href={item.href}
            external={item.external}
            aria-current={isCurrentPath(item.href, currentPath) ? 'page' : undefined}
            className="flex h-10 cursor-pointer items-center gap-3 rounded-sm px-3 text-sm font-medium text-fg no-underline outline-none select-none aria-[current=page]:font-bold data-[highlighted]:bg-secondary data-[highlighted]:text-secondary-fg [&_svg]:size-4.5 [&_svg]:shrink-0"
          >
            <ConfigIcon name={item.icon} />
            {item.text}
          </AppLink>
        </DropdownMenu.Item>
      ))}
    </AdoptedMenu>
  );
}
