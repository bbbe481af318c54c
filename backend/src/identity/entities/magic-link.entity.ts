import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A one-time sign-in link; only the SHA-256 of its token is stored. */
@Entity('magic_links')
export class MagicLink {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** Normalised address; the account may not exist yet (it is created when the link is used). */
  @Column({ type: 'text' })
  email!: string;

  @Column({ name: 'token_hash', type: 'text' })
  tokenHash!: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
