import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export const MAIL_TRANSPORTS = ['smtp', 'outbox'] as const;
export type MailTransportName = (typeof MAIL_TRANSPORTS)[number];

/** One mail the API sent (`smtp`) or, without SMTP_URL, only stored and logged (`outbox`). */
@Entity('mail_outbox')
export class MailOutboxEntry {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text' })
  to!: string;

  @Column({ type: 'text' })
  subject!: string;

  @Column({ type: 'text' })
  text!: string;

  @Column({ type: 'text' })
  html!: string;

  @Column({ type: 'text' })
  transport!: MailTransportName;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  /** When the SMTP server accepted it; null for the development outbox and for failed sends. */
  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt!: Date | null;
}
