// A local SMTP sink: keeps the latest one-time code mailed to each address,
// so the sign-in scenario types the code a member of staff would read.
import { SMTPServer } from 'smtp-server';

export async function startMailbox(port) {
  const codes = new Map();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, done) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => (raw += chunk));
      stream.on('end', () => {
        const code = /sign-in code: (\d{6})/.exec(raw)?.[1];
        for (const to of session.envelope.rcptTo)
          if (code) codes.set(to.address.toLowerCase(), code);
        done();
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  // A server stopped between scenarios cuts its mail connection (ECONNRESET):
  // that ends one connection, never the bench.
  server.on('error', () => {});
  return {
    /** The code last mailed to `email`, taken once. */
    take(email) {
      const code = codes.get(email);
      codes.delete(email);
      return code;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
