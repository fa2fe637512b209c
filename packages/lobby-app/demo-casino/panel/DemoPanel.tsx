import { Trans } from '@lingui/react/macro';
import { Button, usePageMark } from '@lobby/ui';
import { lazy, Suspense, useState } from 'react';
import type { DemoCasinoHandle } from '../control.ts';

const loadDialog = () => import('./DemoPanelDialog.tsx');
const DemoPanelDialog = lazy(loadDialog);

/**
 * The demo casino's switches, live. Only the demo build has the panel: the lobby loads this trigger once the
 * first screen is up and hands it the running casino and the lobby's restart. The dialog and its fields
 * (with the dialog primitives, about 12 KB gzip the lobby's first screens do not otherwise need) load when
 * the pointer or focus reaches the trigger, or at the latest on its first press.
 */
export function DemoPanel({
  demo,
  restart,
}: {
  demo: DemoCasinoHandle | null;
  restart: () => Promise<void>;
}) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  usePageMark('demo-panel');
  if (!demo) return null;
  const warm = () => void loadDialog();
  return (
    <>
      {/* on a desktop it floats in the corner; below 1200 px it ends the page, above the bottom bar's room */}
      <Button
        data-slot="demo-panel-trigger"
        variant="secondary"
        size="sm"
        className="static mx-3 mt-3 mb-20 shadow-pop xl:fixed xl:right-3 xl:bottom-4 xl:z-40 xl:m-0"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={warm}
        onFocus={warm}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <Trans>Demo casino</Trans>
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <DemoPanelDialog demo={demo} restart={restart} open={open} setOpen={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
