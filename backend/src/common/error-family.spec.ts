import { HttpStatus } from '@nestjs/common';
import { AppException } from './app.exception';
import { answer, errorFamily, retryAfter } from './error-family';

const ShelfException = errorFamily(
  'ShelfException',
  {
    bookNotFound: answer('BOOK_NOT_FOUND', HttpStatus.NOT_FOUND, 'Book not found.'),
    invalidTitle: answer('INVALID_TITLE', HttpStatus.BAD_REQUEST),
    shelfFull: answer('SHELF_FULL', HttpStatus.CONFLICT, (books: number) => `A shelf holds at most ${books} books.`),
    busy: answer('SHELF_BUSY', HttpStatus.TOO_MANY_REQUESTS, (seconds: number) => `Busy for ${seconds} s.`, retryAfter),
  },
  (shelf) => ({
    forCount: (books: number) => (books > 9 ? shelf.shelfFull(9) : shelf.bookNotFound()),
  }),
);
type ShelfException = InstanceType<typeof ShelfException>;

const answerOf = (error: ShelfException) => [error.code, error.getStatus(), error.getResponse(), error.headers];

describe(errorFamily.name, () => {
  it("makes a new exception of the area's class on every call, with the code, status and text", () => {
    const error = ShelfException.bookNotFound();
    expect(error).toBeInstanceOf(ShelfException);
    expect(error).toBeInstanceOf(AppException);
    expect(error).not.toBe(ShelfException.bookNotFound());
    expect(answerOf(error)).toEqual(['BOOK_NOT_FOUND', 404, { statusCode: 404, code: 'BOOK_NOT_FOUND', message: 'Book not found.' }, {}]);
  });

  it('names the class, so logs say which area answered', () => {
    expect(ShelfException.name).toBe('ShelfException');
    expect(ShelfException.invalidTitle('x').name).toBe('ShelfException');
  });

  it('answers with the text the caller gives when the answer declares none', () => {
    expect(ShelfException.invalidTitle('A title needs a letter.').getResponse()).toEqual({
      statusCode: 400,
      code: 'INVALID_TITLE',
      message: 'A title needs a letter.',
    });
  });

  it("builds the text and the headers from the factory's arguments", () => {
    expect(answerOf(ShelfException.shelfFull(12))).toEqual([
      'SHELF_FULL',
      409,
      { statusCode: 409, code: 'SHELF_FULL', message: 'A shelf holds at most 12 books.' },
      {},
    ]);
    expect(ShelfException.busy(7).headers).toEqual({ 'Retry-After': '7' });
  });

  it('adds the choices, which pick one of the declared answers', () => {
    expect(ShelfException.forCount(10).code).toBe('SHELF_FULL');
    expect(ShelfException.forCount(1).code).toBe('BOOK_NOT_FOUND');
  });
});
