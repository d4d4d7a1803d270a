import type { PushGateway, TopicResult } from '../../integrations/push.ts';
import { GLOBAL_TOPIC } from './push-delivery.ts';

/**
 * Marketing, as issue 26 means it (Uganda's Data Protection and Privacy Act
 * 2019, s. 26: a person may object to direct marketing), and who honours an
 * objection:
 *
 * - Marketing: the health tips pushed to everyone (SPEC 4, the FCM topic
 *   'global', as are the notifications to everyone) and SMS to a group
 *   (every customer, a type of customer, the approved nurses, the customers
 *   booked this week). A topic send cannot leave one person out, so the
 *   devices of a person who objected are taken out of the topic (here); a
 *   group SMS leaves her out with the reason shown (sms.service.ts
 *   skipReason).
 * - Not marketing, still sent after an objection: a push or SMS to one
 *   person chosen by staff (the message dialog, "send to one"), and the
 *   automatic service SMS (booking confirmed, visit tomorrow, job
 *   completed, nurse assigned).
 */
export const MARKETING_TOPIC = GLOBAL_TOPIC;

/**
 * Puts a device in the marketing topic, or takes it out for a person who
 * objected. The same call again does no harm (FCM keeps a token once).
 */
export const followMarketing = (
  push: Pick<PushGateway, 'setTopic'>,
  token: string,
  objected: boolean,
): Promise<TopicResult> => push.setTopic(token, MARKETING_TOPIC, !objected);
