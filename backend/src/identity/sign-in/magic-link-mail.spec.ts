import { magicLinkMail } from './magic-link-mail';

describe(magicLinkMail.name, () => {
  const link = 'http://localhost:3000/login?magic=atm_abc&next=%2Faccount';

  it('puts the link on its own line in the text part', () => {
    const mail = magicLinkMail('ada@example.com', link);

    expect(mail.to).toBe('ada@example.com');
    expect(mail.subject).toBe('Your Atelier sign-in link');
    expect(mail.text.split('\n')).toContain(link);
    expect(mail.text).toContain('expires in 15 minutes');
  });

  it('escapes the link in the HTML part', () => {
    expect(magicLinkMail('ada@example.com', link).html).toContain(
      'href="http://localhost:3000/login?magic=atm_abc&amp;next=%2Faccount"',
    );
  });
});
