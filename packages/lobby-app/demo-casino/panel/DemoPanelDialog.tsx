import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Dialog, DialogContent, useReturnFocus } from '@lobby/ui';
import { useState } from 'react';
import type { CallName } from '../../src/api/calls.ts';
import type { DemoCasinoHandle } from '../control.ts';
import type { DemoFault, DemoSettings } from '../settings.ts';
import { DemoFaultsFieldset, DemoSettingsFields } from './DemoPanelFields.tsx';

/**
 * The demo panel's dialog: variant, casino, player profile, catalogue size, latency and a fault per call.
 * Applying restarts the lobby against the changed casino without reloading the page. Its code loads on the
 * trigger's first use (DemoPanel.tsx), and it stays mounted after that; closing it returns focus to the trigger
 * (`useReturnFocus`: it is opened from outside this Radix root).
 */
export default function DemoPanelDialog({
  demo,
  restart,
  open,
  setOpen,
}: {
  demo: DemoCasinoHandle;
  restart: () => Promise<void>;
  open: boolean;
  setOpen: (open: boolean) => void;
}) {
  const { t } = useLingui();
  const returnFocus = useReturnFocus();
  const [draft, setDraft] = useState<DemoSettings | null>(null);
  const [faultCall, setFaultCall] = useState<CallName>('getgames');
  const [faultKind, setFaultKind] = useState<DemoFault>('500');
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState(false);
  const settings = draft ?? demo.casino.settings;
  const change = (patch: Partial<DemoSettings>) => setDraft({ ...settings, ...patch });

  const apply = async () => {
    if (busy) return;
    setBusy(true);
    setRefused(false);
    try {
      await demo.casino.update(settings);
    } catch (error) {
      // the casino did not take the switches: the panel stays open with them and says so, to try again
      console.error('The demo casino did not take the switches', error);
      setRefused(true);
      setBusy(false);
      return;
    }
    setDraft(null);
    setOpen(false);
    await restart();
    setBusy(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          setDraft(null);
          setRefused(false);
        }
      }}
    >
      <DialogContent
        title={t`Demo casino`}
        description={t`Switch the casino behind the lobby. Nothing here touches real money.`}
        size="md"
        {...returnFocus}
        footer={
          <Button onClick={() => void apply()} loading={busy}>
            <Trans>Apply and restart the lobby</Trans>
          </Button>
        }
      >
        {refused ? (
          <p role="alert" className="mt-0 mb-4 text-sm text-fg-danger">
            <Trans>
              The demo casino did not answer, so nothing changed. Your switches are still here: apply them
              again.
            </Trans>
          </p>
        ) : null}
        <DemoSettingsFields settings={settings} change={change} />
        <DemoFaultsFieldset
          settings={settings}
          change={change}
          faultCall={faultCall}
          onFaultCallChange={setFaultCall}
          faultKind={faultKind}
          onFaultKindChange={setFaultKind}
        />
      </DialogContent>
    </Dialog>
  );
}
