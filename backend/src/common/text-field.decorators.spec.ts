import { Transform, plainToInstance } from 'class-transformer';
import { IsNotEmpty, IsString, validateSync } from 'class-validator';
import { MaxCharacters } from '../identity/dto/max-characters.decorator';
import { trimString } from '../identity/dto/trim-string';
import { RequiredText, SessionIdField, TrimmedText } from './text-field.decorators';

class Body {
  @RequiredText(5)
  title!: string;

  @TrimmedText(3)
  note!: string;

  @SessionIdField()
  session_id!: string;
}

/** The stack RequiredText replaced, as the DTOs wrote it above a property. */
class WrittenOut {
  @Transform(trimString)
  @IsString()
  @IsNotEmpty({ message: 'title must not be blank' })
  @MaxCharacters(5)
  title!: string;
}

const VALID = { title: 'Hi', note: '', session_id: 'k3j9x0a1b' };

const messages = (body: object) =>
  validateSync(plainToInstance(Body, { ...VALID, ...body })).flatMap((error) => Object.values(error.constraints ?? {}));

describe(RequiredText.name, () => {
  it('trims the text before checking it', () => {
    expect(plainToInstance(Body, { ...VALID, title: '  Hello  ' }).title).toBe('Hello');
    expect(messages({ title: '  Hello  ' })).toEqual([]);
  });

  it('names the field when it is blank or too long, in the order the checks ran before', () => {
    expect(messages({ title: '   ' })).toEqual(['title must not be blank']);
    expect(messages({ title: 'Hello!' })).toEqual(['title must be at most 5 characters']);
    for (const title of ['   ', 'Hello!', 7, null]) {
      const writtenOut = validateSync(plainToInstance(WrittenOut, { title })).flatMap((error) => Object.values(error.constraints ?? {}));
      expect(messages({ title })).toEqual(writtenOut);
    }
  });
});

describe(TrimmedText.name, () => {
  it('takes an empty text and refuses a long one', () => {
    expect(messages({ note: '  ' })).toEqual([]);
    expect(messages({ note: 'abcd' })).toEqual(['note must be at most 3 characters']);
  });
});

describe(SessionIdField.name, () => {
  it("refuses what is not a browser's session id with the one message", () => {
    expect(messages({ session_id: 'a b' })).toEqual(['session_id must be 1 to 64 letters, digits, "_" or "-"']);
  });
});
