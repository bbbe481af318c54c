import { escapeHtml } from '../../../common/escape-html';
import type { MailMessage } from '../../../mail/mail-message';
import type { ContactSalesDto } from '../dto/contact-sales.dto';

/** The mail the sales mailbox gets for one request: every field, the sender's text escaped in HTML. */
export function salesInquiryMail(to: string, inquiry: ContactSalesDto): MailMessage {
  const fields: Array<[string, string]> = [
    ['Name', inquiry.name],
    ['Email', inquiry.email],
    ['Company', inquiry.company],
    ['Plan', inquiry.plan],
  ];
  return {
    to,
    subject: `Contact sales (${inquiry.plan}): ${inquiry.company}`,
    text: [...fields.map(([label, value]) => `${label}: ${value}`), '', inquiry.message].join('\n'),
    html: [
      '<dl>',
      ...fields.map(([label, value]) => `<dt>${label}</dt><dd>${escapeHtml(value)}</dd>`),
      '</dl>',
      `<p>${escapeHtml(inquiry.message).replace(/\n/g, '<br>')}</p>`,
    ].join(''),
  };
}
