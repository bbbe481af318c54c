import { escapeHtml } from '../../common/escape-html';
import type { MailMessage } from '../../mail/mail-message';
import { MAGIC_LINK_TTL_MINUTES } from '../identity.constants';

/** The sign-in mail: the link alone on its own line in the text part, a button in the HTML part. */
export function magicLinkMail(to: string, link: string): MailMessage {
  const href = escapeHtml(link);
  return {
    to,
    subject: 'Your Atelier sign-in link',
    text: [
      'Hello,',
      '',
      `Use this link to sign in to Atelier. It works once and expires in ${MAGIC_LINK_TTL_MINUTES} minutes:`,
      '',
      link,
      '',
      'If you did not ask to sign in, you can ignore this email.',
      '',
    ].join('\n'),
    html: [
      '<p>Hello,</p>',
      `<p>Use this link to sign in to Atelier. It works once and expires in ${MAGIC_LINK_TTL_MINUTES} minutes:</p>`,
      `<p><a href="${href}">Sign in to Atelier</a></p>`,
      `<p style="font-size:12px;color:#666">Or paste this address into your browser: ${href}</p>`,
      '<p>If you did not ask to sign in, you can ignore this email.</p>',
    ].join('\n'),
  };
}
