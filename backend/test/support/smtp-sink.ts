import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on a loopback port that keeps every message it accepts, parsed. */
export class SmtpSink {
  readonly messages: ParsedMail[] = [];
  /** While true, connections are refused with 421, as by a server that is down for maintenance. */
  down = false;
  private readonly waiters: Array<() => void> = [];
  private readonly server: SMTPServer;

  /** Recipients containing `rejectContaining` are refused at RCPT TO, as a real server refuses unknown users. */
  constructor(private readonly rejectContaining = 'bounce') {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onConnect: (_session, callback) =>
        this.down
          ? callback(Object.assign(new Error('Service not available'), { responseCode: 421 }))
          : callback(),
      onRcptTo: (address, _session, callback) =>
        address.address.includes(this.rejectContaining)
          ? callback(Object.assign(new Error('No such user here'), { responseCode: 550 }))
          : callback(),
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((mail) => {
            this.messages.push(mail);
            this.waiters.splice(0).forEach((wake) => wake());
            callback();
          })
          .catch(callback);
      },
    });
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.server.address() as AddressInfo;
    return `smtp://127.0.0.1:${port}`;
  }

  /** Resolves once `count` messages have arrived. */
  async received(count: number): Promise<ParsedMail[]> {
    while (this.messages.length < count) await new Promise<void>((resolve) => this.waiters.push(resolve));
    return this.messages;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
