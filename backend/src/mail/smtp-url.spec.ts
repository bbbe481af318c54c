import { smtpUrlWithTimeouts } from './smtp-url';

describe(smtpUrlWithTimeouts.name, () => {
  it('adds short timeouts and keeps credentials, host and port', () => {
    const url = new URL(smtpUrlWithTimeouts('smtps://mailer:p%40ss@smtp.example:465'));

    expect(url.username).toBe('mailer');
    expect(url.password).toBe('p%40ss');
    expect(url.host).toBe('smtp.example:465');
    expect(url.searchParams.get('connectionTimeout')).toBe('10000');
    expect(url.searchParams.get('socketTimeout')).toBe('20000');
  });

  it('keeps a timeout the operator chose', () => {
    const url = new URL(smtpUrlWithTimeouts('smtp://smtp.example:587?connectionTimeout=3000'));

    expect(url.searchParams.get('connectionTimeout')).toBe('3000');
    expect(url.searchParams.get('greetingTimeout')).toBe('10000');
  });
});
