import { SMTPServer } from 'smtp-server';
import { freePort } from '../integration/support/free-port';

/** An SMTP server that accepts and drops every mail: order confirmations go over real SMTP, as in production. */
export async function mailSink(): Promise<{ url: string; close(): Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // A mail provider does not look up our name per connection; without this each mail waits for DNS.
    disableReverseLookup: true,
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => callback());
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
