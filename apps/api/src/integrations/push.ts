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

/** One interface, two implementations chosen by configuration (ruling 24). */
export type PushGateway = {
  kind: 'fcm' | 'outbox';
  send: (message: PushMessage) => Promise<PushResult>;
  close: () => Promise<void>;
  /** Settles once the gateway can send; rejects on bad credentials (checked at start-up). */
  ready?: Promise<void>;
};

/**
 * Without Firebase credentials every send goes to the outbox: the history
 * (the notifications table) records it as delivered to the outbox, so staff
 * see exactly what would have gone out.
 */
export function outboxGateway(): PushGateway {
  return {
    kind: 'outbox',
    send: async () => ({ ok: true, messageId: `outbox-${randomUUID()}` }),
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
    return { messaging: getMessaging(app), close: () => deleteApp(app) };
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
        const e = err as { code?: string; message?: string };
        return {
          ok: false,
          error: [e.code, e.message].filter(Boolean).join(': ') || 'Push failed',
        };
      }
    },
    close: () => client.then((c) => c.close()),
  };
}
