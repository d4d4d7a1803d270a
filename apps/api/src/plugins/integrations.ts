import fp from 'fastify-plugin';
import { API_BASE } from '@app/contract';
import { logMailer, smtpMailer, type Mailer } from '../integrations/mail.ts';
import { fcmGateway, outboxGateway, type PushGateway } from '../integrations/push.ts';
import { smsGatewayFrom, type SmsGateway } from '../integrations/sms.ts';
import { documentStore, type DocumentStore } from '../integrations/documents.ts';
import { fileStoreFrom, type FileStore } from '../integrations/file-store.ts';
import { leftOnDisk } from '../integrations/file-move.ts';
import { pictureStore, type PictureStore } from '../integrations/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    push: PushGateway;
    smsGateway: SmsGateway;
    /** Issue 39: the disk under DATA_DIR or an S3-compatible bucket (FILE_STORE). */
    files: FileStore;
    pictures: PictureStore;
    /** Issue 27: the nurses' licence copies (licences/ in the file store), served only signed in. */
    documents: DocumentStore;
  }
}

/**
 * The outside services the areas use: mail, push, SMS and the picture
 * store. A mailer or gateway given (tests) is used as it is; otherwise the
 * configuration chooses (SMTP_URL, FIREBASE_SERVICE_ACCOUNT, AT_USERNAME).
 */
export const integrationsPlugin = fp<{ mailer?: Mailer; push?: PushGateway; sms?: SmsGateway }>(
  async (app, opts) => {
    const { config } = app;
    app.decorate(
      'mailer',
      opts.mailer ??
        (config.SMTP_URL ? smtpMailer(config.SMTP_URL, config.MAIL_FROM) : logMailer(app.log)),
    );
    const push =
      opts.push ??
      (config.FIREBASE_SERVICE_ACCOUNT
        ? fcmGateway({ serviceAccount: config.FIREBASE_SERVICE_ACCOUNT })
        : outboxGateway());
    // Bad Firebase credentials stop the start-up, as they did before the lazy load.
    await push.ready;
    app.addHook('onClose', () => push.close());
    app.decorate('push', push);
    // SMS: Africa's Talking with AT_USERNAME and AT_API_KEY, the local outbox otherwise (issue 24).
    const sms = opts.sms ?? smsGatewayFrom(config);
    app.addHook('onClose', () => sms.close());
    app.decorate('smsGateway', sms);
    // The file store is tried at start-up: a bucket that cannot be used stops it, saying why.
    const files = await fileStoreFrom(config);
    app.addHook('onClose', () => files.close());
    await files.check();
    app.log.info({ files: files.kind, where: files.where }, 'files are kept in %s', files.where);
    if (files.kind === 's3') {
      const left = await leftOnDisk(config.DATA_DIR);
      if (left) {
        app.log.warn(
          { left },
          '%d files are still under DATA_DIR and are not served from the bucket: run `npm run files:move`',
          left,
        );
      }
    }
    app.decorate('files', files);
    app.decorate('pictures', pictureStore(files, `${API_BASE}/pictures`));
    app.decorate('documents', documentStore(files));
  },
  { name: 'integrations', dependencies: ['core'] },
);
