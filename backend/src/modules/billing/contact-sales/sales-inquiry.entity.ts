import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A "Contact sales" request, as the sales team reads it. */
@Entity('sales_inquiries')
export class SalesInquiry {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** The account that sent it, when signed in. */
  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId!: string | null;

  @Column({ type: 'text' })
  name!: string;

  /** Normalised (trimmed, lower case). */
  @Column({ type: 'text' })
  email!: string;

  @Column({ type: 'text' })
  company!: string;

  @Column({ type: 'text' })
  message!: string;

  /** The plan asked about (e.g. Marketing Studio's Elite). */
  @Column({ type: 'text' })
  plan!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
