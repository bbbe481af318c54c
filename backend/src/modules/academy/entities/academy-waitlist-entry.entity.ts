import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** An address to tell when the Academy opens. */
@Entity('academy_waitlist')
export class AcademyWaitlistEntry {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** Normalised (trimmed, lower case); unique. */
  @Column({ type: 'text' })
  email!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
