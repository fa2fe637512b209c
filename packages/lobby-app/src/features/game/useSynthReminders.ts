import {
  FIREWORKS_REPEAT_MS,
  FIREWORKS_SHOWN_MS,
  fireworksText,
  type LaunchedGame,
  SYNTH_REMINDER_MS,
} from '@lobby/domain';
import { firstFireworksDelay, useElapsed, useFireworksSchedule } from '@lobby/ui';
import { useEffect, useMemo, useState } from 'react';
import { random } from '../../platform/random.ts';

/**
 * The extras of a synth game (§2): its images preloaded, the reminder at 20 s until dismissed, and
 * fireworks from 1–2 min, every 2 min, for 3 s, in the interface language.
 */
export function useSynthReminders(launched: LaunchedGame | null, language: string) {
  const synth = launched?.synth ?? false;
  const details = launched?.synthDetails ?? null;
  useEffect(() => {
    if (!details) return;
    for (const src of [details.imgLoader, details.imgReminder, details.imgPopup]) {
      if (src) new Image().src = src;
    }
  }, [details]);
  const reminderDue = useElapsed(SYNTH_REMINDER_MS, synth);
  const [reminderClosed, setReminderClosed] = useState(false);
  const firstShow = useMemo(() => firstFireworksDelay(random), []);
  const fireworks = useFireworksSchedule({
    enabled: synth,
    firstDelayMs: firstShow,
    repeatMs: FIREWORKS_REPEAT_MS,
    shownMs: FIREWORKS_SHOWN_MS,
  });
  return {
    synth,
    details,
    /** The reminder's image while it is due and not dismissed, else null. */
    reminderImage:
      synth && details?.imgReminder && reminderDue && !reminderClosed ? details.imgReminder : null,
    dismissReminder: () => setReminderClosed(true),
    fireworks,
    fireworksText: fireworksText(details, language),
  };
}
