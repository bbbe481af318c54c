import { QueryFailedError } from 'typeorm';
import { fromConcurrentChange } from './concurrent-change';

/** An error as pg reports a server message: SQLSTATE in `code`, plus a severity. */
function serverError(code: string, message: string): Error {
  return Object.assign(new Error(message), { code, severity: 'ERROR' });
}

const viaTypeOrm = (error: Error) => new QueryFailedError('INSERT INTO chat_messages …', [], error);

describe(fromConcurrentChange.name, () => {
  it('answers 409 CONCURRENT_CHANGE for a foreign key whose parent was deleted meanwhile, through TypeORM or straight from pg', () => {
    const vanished = serverError('23503', 'insert or update on table "chat_messages" violates foreign key constraint "fk_chat_messages_conversation"');
    for (const error of [vanished, viaTypeOrm(vanished)]) {
      const answer = fromConcurrentChange(error);
      expect(answer?.getStatus()).toBe(409);
      expect(answer?.code).toBe('CONCURRENT_CHANGE');
      expect(answer?.message).toMatch(/deleted or changed meanwhile/);
    }
  });

  it('answers serialization failures and deadlocks the same way, as something to try again', () => {
    for (const code of ['40001', '40P01']) {
      expect(fromConcurrentChange(viaTypeOrm(serverError(code, 'could not serialize access')))).toMatchObject({
        code: 'CONCURRENT_CHANGE',
        message: 'Another request changed the same data at the same time. Try again.',
      });
    }
  });

  it('leaves everything else alone, including a bare code without the severity of a server error', () => {
    expect(fromConcurrentChange(serverError('23505', 'duplicate key'))).toBeUndefined();
    expect(fromConcurrentChange(serverError('42P01', 'relation does not exist'))).toBeUndefined();
    expect(fromConcurrentChange(Object.assign(new Error('x'), { code: '23503' }))).toBeUndefined();
    expect(fromConcurrentChange(new Error('23503'))).toBeUndefined();
    expect(fromConcurrentChange(undefined)).toBeUndefined();
  });
});
