/** A mail as the areas compose it; the sender comes from MAIL_FROM. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** `sent`: accepted by SMTP; `stored`: development outbox only; `refused`: the SMTP server refused the recipient. */
export type MailDelivery = 'sent' | 'stored' | 'refused';
