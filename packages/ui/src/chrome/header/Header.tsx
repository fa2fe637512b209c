import { useLingui } from '@lingui/react/macro';
import type * as React from 'react';
import { Button } from '../../components/button/Button.tsx';
import { SearchIcon } from '../../components/icon/icons.tsx';
import { IconButton } from '../../components/icon-button/IconButton.tsx';
import { cn } from '../../lib/cn.ts';

export type HeaderProps = Omit<React.ComponentProps<'header'>, 'children'> & {
  /** The casino's `Logo`. */
  logo: React.ReactNode;
  /** The mobile menu (`MobileMenu`, it brings its own trigger); shown below the desktop breakpoint. */
  menu?: React.ReactNode;
  /** Casino widgets (escape pod, crewpon, …) from the widgets call. */
  widgets?: React.ReactNode;
  /** Desktop extras before the account, e.g. the `QuickAccessBar` (it hides itself below 1200 px). */
  actions?: React.ReactNode;
  /** The player's `ProfileBox`; without it the visitor is a guest and gets Log In and Sign Up. */
  profile?: React.ReactNode;
  onSearch: () => void;
  onLogIn?: () => void;
  onSignUp?: () => void;
};

/**
 * The top bar: menu, logo, widgets, search, and the account (profile box or login and signup). Implements the
 * header of §2 Page chrome.
 */
export function Header({
  className,
  logo,
  menu,
  widgets,
  actions,
  profile,
  onSearch,
  onLogIn,
  onSignUp,
  ...props
}: HeaderProps) {
  const { t } = useLingui();
  return (
    <header
      data-slot="header"
      data-session={profile ? 'player' : 'guest'}
      className={cn(
        'flex h-16 items-center gap-2 border-b border-border bg-surface px-3 text-fg sm:gap-3 sm:px-4 xl:px-6',
        className,
      )}
      {...props}
    >
      {menu ? <div className="xl:hidden">{menu}</div> : null}
      <div className="flex min-w-0 shrink items-center">{logo}</div>
      {widgets ? (
        <div data-slot="header-widgets" className="hidden min-w-0 flex-1 items-center lg:flex">
          {widgets}
        </div>
      ) : null}
      {/* the account and search keep their size at every width, and the logo gives way */}
      <div className="ml-auto flex shrink-0 items-center gap-2 sm:gap-3">
        <IconButton
          label={t({ message: 'Search games', comment: 'Header button that opens the search' })}
          onClick={onSearch}
        >
          <SearchIcon />
        </IconButton>
        {actions}
        {profile ?? (
          <div className="flex items-center gap-2">
            <Button variant="outline" size="sm" className="sm:h-10 sm:px-4" onClick={onLogIn}>
              {t({ message: 'Log In', comment: 'Header button for guests' })}
            </Button>
            {/* on phones the sticky bar at the bottom offers Sign Up; the header keeps room for Log In */}
            <Button
              variant="accent"
              size="sm"
              className="hidden sm:inline-flex sm:h-10 sm:px-4"
              onClick={onSignUp}
            >
              {t({ message: 'Sign Up', comment: 'Header button for guests' })}
            </Button>
          </div>
        )}
      </div>
    </header>
  );
}
