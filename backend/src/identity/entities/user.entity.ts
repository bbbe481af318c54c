import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { USER_PLANS } from '../identity.constants';
import type { UserPlan } from '../identity.constants';

@Entity('users')
export class User {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** Normalised: trimmed, lower case (unique index ux_users_email). */
  @Column({ type: 'text' })
  email!: string;

  @Column({ type: 'text' })
  name!: string;

  /** `scrypt$N$r$p$salt$hash`; null for accounts that only ever signed in by email link. */
  @Column({ name: 'password_hash', type: 'text', nullable: true })
  passwordHash!: string | null;

  /** File name under $DATA_DIR/media/avatars. */
  @Column({ name: 'avatar_file', type: 'text', nullable: true })
  avatarFile!: string | null;

  @Column({ type: 'enum', enum: USER_PLANS, enumName: 'user_plan', default: 'free' })
  plan!: UserPlan;

  /** A 14-day trial of a higher plan; it counts while `trialEndsAt` is in the future (see effectivePlan). */
  @Column({ name: 'trial_plan', type: 'enum', enum: USER_PLANS, enumName: 'user_plan', nullable: true })
  trialPlan!: UserPlan | null;

  @Column({ name: 'trial_started_at', type: 'timestamptz', nullable: true })
  trialStartedAt!: Date | null;

  @Column({ name: 'trial_ends_at', type: 'timestamptz', nullable: true })
  trialEndsAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
