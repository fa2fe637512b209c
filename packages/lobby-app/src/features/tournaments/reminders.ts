import { proxy } from 'valtio';

/** 'Remind Me' presses of this visit (§2: the label changes; any call behind it is not part of the lobby). */
export const reminders = proxy<{ ids: string[] }>({ ids: [] });

export function setReminder(id: string): void {
  if (!reminders.ids.includes(id)) reminders.ids.push(id);
}
