import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { runSql } from '../../database/run-sql';
import { isUniqueViolation } from '../../database/sql-errors';
import { defaultNameFor } from '../email-address';
import { User } from '../entities/user.entity';
import { IdentityException } from '../identity.errors';

export interface NewUser {
  /** Already normalised. */
  email: string;
  name?: string;
  passwordHash: string | null;
}

/** Reads and writes accounts; callers pass normalised addresses and check access before calling. */
@Injectable()
export class UsersService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  findByEmail(email: string): Promise<User | null> {
    return this.users.findOneBy({ email });
  }

  findById(id: string): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  /** @throws EMAIL_TAKEN, also when another sign-up for the address wins a race. */
  async create(user: NewUser): Promise<User> {
    try {
      return await this.users.save(
        this.users.create({ ...user, name: user.name || defaultNameFor(user.email), plan: 'free' }),
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw IdentityException.emailTaken();
      throw error;
    }
  }

  /**
   * The account of an address that proved it reads its mail, created (without a password) if new; null
   * when an account that was there is deleted before it is read back.
   */
  async findOrCreateByEmail(email: string): Promise<User | null> {
    await this.users
      .createQueryBuilder()
      .insert()
      .values({ email, name: defaultNameFor(email), passwordHash: null })
      .orIgnore()
      .execute();
    return this.users.findOneBy({ email });
  }

  async rename(id: string, name: string): Promise<User> {
    await this.users.update({ id }, { name });
    return this.users.findOneByOrFail({ id });
  }

  async setPasswordHash(id: string, passwordHash: string): Promise<void> {
    await this.users.update({ id }, { passwordHash });
  }

  /** Points the account at a new avatar file; answers the file it replaces, for the caller to delete. */
  async replaceAvatar(id: string, avatarFile: string): Promise<{ user: User; previousFile: string | null }> {
    // Reads the old value under the row lock taken by the update, so two uploads never both keep one file.
    const { rows } = await runSql<{ previous_file: string | null }>(
      this.users.manager,
      `UPDATE users u SET avatar_file = $2, updated_at = now()
       FROM (SELECT id, avatar_file FROM users WHERE id = $1 FOR UPDATE) previous
       WHERE u.id = previous.id
       RETURNING previous.avatar_file AS previous_file`,
      [id, avatarFile],
    );
    return { user: await this.users.findOneByOrFail({ id }), previousFile: rows[0]?.previous_file ?? null };
  }

  /** Deletes the account (sessions go with it: ON DELETE CASCADE); answers what was deleted. */
  async delete(id: string): Promise<Pick<User, 'email' | 'avatarFile'> | null> {
    const { rows } = await runSql<{ email: string; avatar_file: string | null }>(
      this.users.manager,
      'DELETE FROM users WHERE id = $1 RETURNING email, avatar_file',
      [id],
    );
    return rows[0] ? { email: rows[0].email, avatarFile: rows[0].avatar_file } : null;
  }
}
