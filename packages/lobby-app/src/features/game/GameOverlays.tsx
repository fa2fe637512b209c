import { toSafeInternalPath } from '@lobby/domain';
import { Fireworks, My50FreePrompt, SynthReminder } from '@lobby/ui';
import { random } from '../../platform/random.ts';
import type { useMy50Free } from './useMy50Free.ts';
import type { useSynthReminders } from './useSynthReminders.ts';

type SynthExtras = ReturnType<typeof useSynthReminders>;

/** What shows over the game: the synth game's reminder and the my50free prompt, each while it is due. */
export function GameOverlays({
  gameName,
  synth,
  my50free,
  onSwitchToReal,
}: {
  gameName: string;
  synth: SynthExtras;
  my50free: ReturnType<typeof useMy50Free>;
  onSwitchToReal: () => void;
}) {
  return (
    <>
      {synth.reminderImage ? (
        <SynthReminder
          image={synth.reminderImage}
          imageAlt={gameName}
          href={toSafeInternalPath(synth.details?.linkReminder) ?? null}
          onDismiss={synth.dismissReminder}
        />
      ) : null}
      {my50free.eligible ? (
        <My50FreePrompt
          open={my50free.open}
          onSwitchToReal={() => {
            my50free.close();
            onSwitchToReal();
          }}
          onClose={my50free.close}
        />
      ) : null}
    </>
  );
}

/** The synth game's fireworks popup while a show is on, or null. */
export function gameFireworks(synth: SynthExtras) {
  return synth.synth && synth.fireworks.showing && synth.fireworksText ? (
    <Fireworks
      key={synth.fireworks.show}
      text={synth.fireworksText}
      image={synth.details?.imgPopup ?? null}
      random={random}
    />
  ) : null;
}
