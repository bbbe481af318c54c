import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { DeviceKind } from '../sessions/device-label';
import { User } from './user.entity';

/** A signed-in device. The bearer token itself is never stored, only its SHA-256. */
@Entity('sessions')
export class Session {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_sessions_user' })
  user?: User;

  @Column({ name: 'token_hash', type: 'text' })
  tokenHash!: string;

  /** e.g. "Chrome on Linux", from the User-Agent at sign-in. */
  @Column({ name: 'device_label', type: 'text' })
  deviceLabel!: string;

  /** phone, tablet, desktop or unknown: the icon the Sessions list shows. */
  @Column({ name: 'device_kind', type: 'text', default: 'unknown' })
  deviceKind!: DeviceKind;

  /** The account's sign-in before this one; null when this session is the account's first. */
  @Column({ name: 'previous_sign_in_at', type: 'timestamptz', nullable: true })
  previousSignInAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'last_seen_at', type: 'timestamptz', default: () => 'now()' })
  lastSeenAt!: Date;

  /** Absolute end, SESSION_MAX_DAYS after sign-in; the idle end is last_seen_at + SESSION_IDLE_DAYS. */
  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;
}
