import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Dialog, DialogContent } from '@lobby/ui';
import { useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation, useRouter } from 'wouter';
import { services } from '../../state/services.ts';
import { session } from '../../state/session.ts';
import { ui } from '../../state/ui.ts';
import { demoLogin, platformLoginHref } from './login.ts';

const demoProfiles = [
  { id: 'new', label: 'New player' },
  { id: 'vip', label: 'VIP player' },
  { id: 'low', label: 'Low balance' },
  { id: 'practice', label: 'Practice mode' },
  { id: 'sportsbook', label: 'Sportsbook player (casino 85)' },
] as const;

/** The login prompt with its return path (§4, §6); in the demo, log in as one of the demo players. */
export function LoginPrompt() {
  const { t } = useLingui();
  const snap = useSnapshot(ui);
  const { config } = useSnapshot(session);
  const [, navigate] = useLocation();
  const { base } = useRouter();
  const [busy, setBusy] = useState<string | null>(null);
  const prompt = snap.loginPrompt;
  const signup = config?.pages.signup ?? null;
  const loginHref = platformLoginHref(prompt?.returnTo ?? '/', base);
  // the prompt opens from a heart, a tile or a route, never through a Trigger: give focus back on close
  const opener = useRef<HTMLElement | null>(null);

  return (
    <Dialog
      open={prompt !== null}
      onOpenChange={(open) => {
        if (!open) ui.loginPrompt = null;
      }}
    >
      <DialogContent
        title={t`Log in to continue`}
        description={
          prompt?.reason ?? t`Log in to play for real money, keep favourites and join tournaments.`
        }
        size="sm"
        onOpenAutoFocus={() => {
          const active = document.activeElement;
          opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
        }}
        onCloseAutoFocus={(event) => {
          if (!opener.current?.isConnected) return;
          event.preventDefault();
          opener.current.focus();
        }}
      >
        {loginHref !== null ? (
          <Button asChild block size="lg">
            <a href={loginHref}>
              <Trans>Log In</Trans>
            </a>
          </Button>
        ) : services.demo ? (
          <div className="flex flex-col gap-2">
            <p className="text-sm text-fg-muted">
              <Trans>This is the demo casino: choose who to log in as.</Trans>
            </p>
            {demoProfiles.map((profile) => (
              <Button
                key={profile.id}
                variant="outline"
                block
                loading={busy === profile.id}
                disabled={busy !== null && busy !== profile.id}
                onClick={async () => {
                  setBusy(profile.id);
                  await demoLogin(profile.id, prompt?.returnTo ?? '/', (to) => navigate(to));
                  setBusy(null);
                }}
              >
                {profile.label}
              </Button>
            ))}
          </div>
        ) : null}
        {signup ? (
          <p className="mt-4 text-center text-sm">
            <Trans>New here?</Trans>{' '}
            <a className="font-semibold text-link underline" href={signup}>
              <Trans>Sign Up</Trans>
            </a>
          </p>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
