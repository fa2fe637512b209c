/** The player's inbox: a few messages, the newest unread. */
import { HOUR, serverDateTime } from './server-time.ts';

export function inboxMessages(now: number, firstName: string) {
  const subjects = [
    ['Welcome aboard!', `<p>Hi ${firstName}, your account is ready. Enjoy the lobby!</p>`],
    ['Your weekend reload is here', '<p>Deposit this weekend for a 75% reload.</p>'],
    ['New games this week', '<p>Three brand new releases just landed.</p>'],
    ['Tournament results', '<p>The Space Slots Marathon has finished. Thanks for playing.</p>'],
    ['Daily free spins', '<p>Spin the wheel every day for free spins.</p>'],
    ['Security notice', '<p>We will never ask for your password by e-mail.</p>'],
    ['Cashback credited', '<p>Your daily cashback was added to your balance.</p>'],
  ] as const;
  return subjects.map(([subject, body], index) => ({
    id: String(5000 + index),
    subject,
    body,
    date: serverDateTime(now - index * 19 * HOUR),
    read: index >= 3 ? '1' : '0',
  }));
}
