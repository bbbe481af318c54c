import { HttpStatus } from '@nestjs/common';
import { AppException } from './app.exception';
import { answerWithText, fixedAnswer } from './fixed-answer';

enum ShelfErrorCode {
  BOOK_NOT_FOUND = 'BOOK_NOT_FOUND',
  INVALID_TITLE = 'INVALID_TITLE',
}

class ShelfException extends AppException<ShelfErrorCode> {
  static bookNotFound = fixedAnswer(ShelfException, ShelfErrorCode.BOOK_NOT_FOUND, HttpStatus.NOT_FOUND, 'Book not found.');
  static invalidTitle = answerWithText(ShelfException, ShelfErrorCode.INVALID_TITLE, HttpStatus.BAD_REQUEST);
}

describe(fixedAnswer.name, () => {
  it("makes a new exception of the area's class on every call, with the code, status and text", () => {
    const error = ShelfException.bookNotFound();
    expect(error).toBeInstanceOf(ShelfException);
    expect(error).not.toBe(ShelfException.bookNotFound());
    expect([error.code, error.getStatus(), error.getResponse()]).toEqual([
      'BOOK_NOT_FOUND',
      404,
      { statusCode: 404, code: 'BOOK_NOT_FOUND', message: 'Book not found.' },
    ]);
  });
});

describe(answerWithText.name, () => {
  it('answers with the text the caller gives', () => {
    const error = ShelfException.invalidTitle('A title needs a letter.');
    expect(error).toBeInstanceOf(ShelfException);
    expect(error.getResponse()).toEqual({ statusCode: 400, code: 'INVALID_TITLE', message: 'A title needs a letter.' });
  });
});
