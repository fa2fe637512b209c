import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@lobby/ui';
import type { ReactNode } from 'react';
import { API_CALLS, type CallName } from '../../src/api/calls.ts';
import {
  DEMO_CASINO_IDS,
  DEMO_FAULTS,
  DEMO_PROFILES,
  DEMO_VARIANTS,
  type DemoFault,
  type DemoSettings,
  MAX_DEMO_GAMES,
  MIN_DEMO_GAMES,
} from '../settings.ts';

const selectClass =
  'h-9 w-full rounded-md border border-border-strong bg-surface-sunken px-2 text-fg text-sm';

function Field({ id, label, children }: { id: string; label: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {children}
    </div>
  );
}

/** The demo casino's switches: variant, casino, player profile, catalogue size and latency. */
export function DemoSettingsFields({
  settings,
  change,
}: {
  settings: DemoSettings;
  change: (patch: Partial<DemoSettings>) => void;
}) {
  const { t } = useLingui();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id="demo-variant" label={<Trans>Variant</Trans>}>
        <select
          id="demo-variant"
          className={selectClass}
          value={settings.variant}
          onChange={(e) => change({ variant: e.target.value as DemoSettings['variant'] })}
        >
          {DEMO_VARIANTS.map((v) => (
            <option key={v} value={v}>
              {v === 'fusion' ? 'Fusion' : v === 'rtg' ? 'RTG' : t`Fun money`}
            </option>
          ))}
        </select>
      </Field>
      <Field id="demo-casino" label={<Trans>Casino</Trans>}>
        <select
          id="demo-casino"
          className={selectClass}
          value={settings.casinoId}
          onChange={(e) => change({ casinoId: Number(e.target.value) as DemoSettings['casinoId'] })}
        >
          {DEMO_CASINO_IDS.map((id) => (
            <option key={id} value={id}>
              casino_id {id}
            </option>
          ))}
        </select>
      </Field>
      <Field id="demo-profile" label={<Trans>Player</Trans>}>
        <select
          id="demo-profile"
          className={selectClass}
          value={settings.profile}
          onChange={(e) => change({ profile: e.target.value as DemoSettings['profile'] })}
        >
          {DEMO_PROFILES.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </select>
      </Field>
      <Field id="demo-games" label={<Trans>Games in the catalogue</Trans>}>
        <input
          id="demo-games"
          type="number"
          min={MIN_DEMO_GAMES}
          max={MAX_DEMO_GAMES}
          step={500}
          className={selectClass}
          value={settings.games}
          onChange={(e) => change({ games: Number(e.target.value) })}
        />
      </Field>
      <Field id="demo-latency" label={<Trans>Latency (ms)</Trans>}>
        <input
          id="demo-latency"
          type="number"
          min={0}
          max={10_000}
          step={100}
          className={selectClass}
          value={settings.latency}
          onChange={(e) => change({ latency: Number(e.target.value) })}
        />
      </Field>
    </div>
  );
}

/** The demo casino's faults: pick a call and a fault to add, and remove one with its button. */
export function DemoFaultsFieldset({
  settings,
  change,
  faultCall,
  onFaultCallChange,
  faultKind,
  onFaultKindChange,
}: {
  settings: DemoSettings;
  change: (patch: Partial<DemoSettings>) => void;
  faultCall: CallName;
  onFaultCallChange: (call: CallName) => void;
  faultKind: DemoFault;
  onFaultKindChange: (fault: DemoFault) => void;
}) {
  const { t } = useLingui();
  return (
    <fieldset className="mt-5 rounded-md border border-border p-3">
      <legend className="px-1 text-sm font-semibold">
        <Trans>Faults</Trans>
      </legend>
      <div className="flex flex-wrap items-end gap-2">
        <Field id="demo-fault-call" label={<Trans>Call</Trans>}>
          <select
            id="demo-fault-call"
            className={selectClass}
            value={faultCall}
            onChange={(e) => onFaultCallChange(e.target.value as CallName)}
          >
            {API_CALLS.map((c) => (
              <option key={c.name} value={c.name}>
                {c.name}
              </option>
            ))}
          </select>
        </Field>
        <Field id="demo-fault-kind" label={<Trans>Fault</Trans>}>
          <select
            id="demo-fault-kind"
            className={selectClass}
            value={faultKind}
            onChange={(e) => onFaultKindChange(e.target.value as DemoFault)}
          >
            {DEMO_FAULTS.map((f) => (
              <option key={f} value={f}>
                {f}
              </option>
            ))}
          </select>
        </Field>
        <Button
          variant="outline"
          size="sm"
          onClick={() => change({ faults: { ...settings.faults, [faultCall]: faultKind } })}
        >
          <Trans>Add fault</Trans>
        </Button>
      </div>
      <ul className="mt-3 flex flex-wrap gap-2">
        {Object.entries(settings.faults).map(([call, fault]) => (
          <li key={call}>
            <Button
              variant="secondary"
              size="sm"
              aria-label={t`Remove the fault ${fault} on ${call}`}
              onClick={() => {
                const faults = { ...settings.faults };
                delete faults[call as CallName];
                change({ faults });
              }}
            >
              {call}: {fault} ×
            </Button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
