import { randomUUID } from 'node:crypto';
import type { Agent } from 'node:http';
import type { ServiceAccount } from 'firebase-admin/app';

export type PushTarget = { topic: string } | { token: string };
export type PushMessage = {
  target: PushTarget;
  title: string;
  body: string;
  /** Delivered to the app with the notification (category, click target, label). */
  data: Record<string, string>;
};
export type PushResult = { ok: true; messageId: string } | { ok: false; error: string };
/** The answer to a topic membership change. */
export type TopicResult = { ok: true } | { ok: false; error: string };

/** One interface, two implementations chosen by configuration (ruling 24). */
export type PushGateway = {
  kind: 'fcm' | 'outbox';
  send: (message: PushMessage) => Promise<PushResult>;
  /**
   * Adds a device token to a topic, or takes it out (issue 26: a topic send
   * cannot leave one person out, so a person who objected to marketing has
   * her device taken out of the topic the health tips go to).
   */
  setTopic: (token: string, topic: string, member: boolean) => Promise<TopicResult>;
  close: () => Promise<void>;
  /** Settles once the gateway can send; rejects on bad credentials (checked at start-up). */
  ready?: Promise<void>;
};

/**
 * Without Firebase credentials every send goes to the outbox: the history
 * (the notifications table) records it as delivered to the outbox, so staff
 * see exactly what would have gone out.
 */
export function outboxGateway(): PushGateway & {
  /** The device tokens in a topic, as FCM would hold them. */
  members: (topic: string) => string[];
} {
  const topics = new Map<string, Set<string>>();
  return {
    kind: 'outbox',
    send: async () => ({ ok: true, messageId: `outbox-${randomUUID()}` }),
    async setTopic(token, topic, member) {
      const tokens = topics.get(topic) ?? new Set<string>();
      topics.set(topic, tokens);
      if (member) tokens.add(token);
      else tokens.delete(token);
      return { ok: true };
    },
    members: (topic) => [...(topics.get(topic) ?? [])],
    close: async () => {},
  };
}

/**
 * Firebase Cloud Messaging through firebase-admin: topic `global` for
 * everyone, a device token for one person. With the service account given as
 * a file path (as FIREBASE_SERVICE_ACCOUNT is), `httpAgent` carries every
 * request, the token's and the send's; tests use it to reach a local fake.
 * (For an object, firebase-admin (13 and 14) builds the token client without it.)
 */
export function fcmGateway(opts: {
  serviceAccount: string | ServiceAccount;
  httpAgent?: Agent;
}): PushGateway {
  // firebase-admin (~15 MB) is loaded only when Firebase is configured.
  const client = Promise.all([
    import('firebase-admin/app'),
    import('firebase-admin/messaging'),
  ]).then(([{ cert, deleteApp, initializeApp }, { getMessaging }]) => {
    const app = initializeApp(
      { credential: cert(opts.serviceAccount, opts.httpAgent), httpAgent: opts.httpAgent },
      `push-${randomUUID()}`,
    );
    const messaging = getMessaging(app);
    // Topic membership goes over HTTP/2 by default, which does not use
    // `httpAgent`; with an agent given, HTTP/1.1 carries it as it does the sends.
    if (opts.httpAgent) messaging.enableLegacyHttpTransport();
    return { messaging, close: () => deleteApp(app) };
  });
  return {
    kind: 'fcm',
    ready: client.then(() => undefined),
    async send(m) {
      try {
        const { messaging } = await client;
        const messageId = await messaging.send({
          ...m.target,
          notification: { title: m.title, body: m.body },
          data: m.data,
          android: { priority: 'high', notification: { clickAction: m.data.click_action } },
          apns: { payload: { aps: { category: m.data.click_action, sound: 'default' } } },
        });
        return { ok: true, messageId };
      } catch (err) {
        return { ok: false, error: errorText(err, 'Push failed') };
      }
    },
    async setTopic(token, topic, member) {
      try {
        const { messaging } = await client;
        const answer = member
          ? await messaging.subscribeToTopic(token, topic)
          : await messaging.unsubscribeFromTopic(token, topic);
        const [failure] = answer.errors;
        return failure
          ? { ok: false, error: errorText(failure.error, 'Topic change failed') }
          : { ok: true };
      } catch (err) {
        return { ok: false, error: errorText(err, 'Topic change failed') };
      }
    },
    close: () => client.then((c) => c.close()),
  };
}

function errorText(err: unknown, fallback: string) {
  const e = err as { code?: string; message?: string };
  return [e.code, e.message].filter(Boolean).join(': ') || fallback;
}
