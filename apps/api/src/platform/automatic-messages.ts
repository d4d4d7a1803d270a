import type { SmsEvent } from '@app/contract';
import type { Db } from '../db/client.ts';

/** What an automatic message is about. */
export type MessageSubject = { kind: 'booking' | 'jobcard' | 'nurse_job' | 'payment'; id: number };

/**
 * The messages the work itself sends (issue 24), as the areas whose work
 * sends one see them: an event marked inside the transaction of the change,
 * so the change and its message commit together or not at all. The SMS
 * area provides it (modules/sms/sms-automatic.ts).
 */
export type AutomaticMessagesPort = {
  trigger: (tx: Db, event: SmsEvent, subject: MessageSubject) => Promise<void>;
};
