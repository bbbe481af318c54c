import { type ArgumentMetadata, ValidationPipe } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, ValidateNested, type ValidationError } from 'class-validator';
import { AppException } from './app.exception';
import { paramOf } from './validation-param';
import { IgnoresUnknownFields, ValidationFailedException, createValidationPipe, describeValidationErrors, summarizeProblems } from './validation.pipe';

class MessageDto {
  @IsString()
  message!: string;

  @IsOptional()
  @IsString()
  note?: string;
}

@IgnoresUnknownFields()
class LenientDto {
  @IsString()
  message!: string;
}

const pipe = createValidationPipe();
const body: ArgumentMetadata = { type: 'body', metatype: MessageDto };

async function refusal(value: unknown, metadata: ArgumentMetadata): Promise<{ status: number; code: string; message: string }> {
  const error = await pipe.transform(value, metadata).then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof AppException)) throw new Error(`expected a refusal, got ${String(error)}`);
  return { status: error.getStatus(), code: error.code, message: error.message };
}

describe('createValidationPipe', () => {
  it('still transforms and validates well-formed input', async () => {
    await expect(pipe.transform({ message: 'hi\tthere\n' }, body)).resolves.toBeInstanceOf(MessageDto);
  });

  it('refuses NUL, other control characters and lone surrogates in any field, naming it', async () => {
    await expect(refusal({ message: 'a\u0000b' }, body)).resolves.toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'message contains a character that is not allowed',
    });
    await expect(refusal({ message: 'ok', note: 'a\ud800' }, body)).resolves.toMatchObject({
      message: 'note contains a character that is not allowed',
    });
  });

  it('refuses bad text in property names, query values and path parameters', async () => {
    await expect(refusal({ message: 'ok', 'x\u0000': 1 }, body)).resolves.toMatchObject({ code: 'VALIDATION_FAILED' });
    await expect(refusal({ session_id: 'a\u0007' }, { type: 'query', metatype: Object })).resolves.toMatchObject({
      message: 'session_id contains a character that is not allowed',
    });
    await expect(refusal('a\u0000', { type: 'param', metatype: String, data: 'file' })).resolves.toMatchObject({
      message: 'file contains a character that is not allowed',
    });
  });

  it('leaves values of custom decorators (the signed-in user…) alone', async () => {
    const user = { name: 'a\u0000' };
    await expect(pipe.transform(user, { type: 'custom' })).resolves.toBe(user);
  });

  it('refuses deep nesting before class-transformer recurses into it, and too many values', async () => {
    const deep = JSON.parse('{"message":"x","note":' + '['.repeat(5000) + ']'.repeat(5000) + '}');
    await expect(refusal(deep, body)).resolves.toMatchObject({ status: 400, code: 'BODY_TOO_DEEP' });
    await expect(refusal({ message: 'x', note: new Array(250_000).fill(0) }, body)).resolves.toMatchObject({
      status: 400,
      code: 'BODY_TOO_MANY_VALUES',
    });
  });

  it('refuses an array where the DTO is an object, without a line per element', async () => {
    const answer = await refusal(new Array(3000).fill({ message: 'x' }), body);
    expect(answer).toEqual({ status: 400, code: 'VALIDATION_FAILED', message: 'the request body must be a JSON object' });
  });

  it('lists at most 20 problems and counts the rest', async () => {
    const fields = Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`k${i}`, i]));
    const { message } = await refusal({ message: 'x', ...fields }, body);
    expect(message.split('; ')).toHaveLength(21);
    expect(message).toMatch(/; and 480 more problems$/);
  });
});

describe(summarizeProblems.name, () => {
  it('joins a short list as it is', () => {
    expect(summarizeProblems(['a is bad', 'b is bad'])).toBe('a is bad; b is bad');
  });
});

describe('IgnoresUnknownFields', () => {
  const lenient: ArgumentMetadata = { type: 'body', metatype: LenientDto };

  it('drops fields the marked DTO does not declare, still validating the ones it does', async () => {
    await expect(pipe.transform({ message: 'hi', added_later: 1 }, lenient)).resolves.toEqual(Object.assign(new LenientDto(), { message: 'hi' }));
    const refused = await pipe.transform({ message: 5 }, lenient).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ValidationFailedException);
    expect((refused as ValidationFailedException).param).toBe('message');
  });

  it('leaves every other DTO refusing unknown fields', async () => {
    await expect(refusal({ message: 'hi', added_later: 1 }, body)).resolves.toMatchObject({ status: 400, message: 'property added_later should not exist' });
  });
});

class AddressDto {
  @IsString()
  city!: string;
}

class OrderDto {
  @IsInt()
  count!: number;

  @ValidateNested()
  @Type(() => AddressDto)
  address!: AddressDto;
}

class GiftOrderDto extends OrderDto {
  @IsOptional()
  @IsString()
  note?: string;
}

describe('unknown fields, found before class-transformer copies the input', () => {
  // Nest's own pipe with the same rules: the answer class-validator's whitelist gives, to compare with.
  const vanilla = new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors: ValidationError[]) => new ValidationFailedException(summarizeProblems(describeValidationErrors(errors)) || 'Request is invalid', paramOf(errors)),
  });
  const answers = async (target: ValidationPipe, value: unknown, metadata: ArgumentMetadata) =>
    target.transform(value, metadata).then(
      (result: unknown) => ({ result }),
      (error: unknown) => (error instanceof ValidationFailedException ? { message: error.message, param: error.param } : { error: String(error) }),
    );
  const many = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`f${i}`, '1']));

  it.each<[string, unknown, ArgumentMetadata]>([
    ['unknown fields only', { count: 1, address: { city: 'Oslo' }, colour: 'red', size: 3 }, { type: 'body', metatype: OrderDto }],
    ['unknown fields and invalid declared ones, nested too', { count: 'x', extra: 1, address: { city: 5, zip: 1 } }, { type: 'body', metatype: OrderDto }],
    ['5,000 unknown fields', { count: 1, address: { city: 'Oslo' }, ...many }, { type: 'body', metatype: OrderDto }],
    ['5,000 unknown query parameters', { message: 'x', ...many }, { type: 'query', metatype: MessageDto }],
    ['an inherited DTO', { count: 1, address: { city: 'Oslo' }, note: 'hi', other: true }, { type: 'body', metatype: GiftOrderDto }],
    ['a __proto__ field (class-transformer skips it)', JSON.parse('{"message":"hi","__proto__":{"polluted":1}}'), { type: 'body', metatype: MessageDto }],
    ['a constructor field (class-transformer skips it)', JSON.parse('{"message":"hi","constructor":{"name":"x"}}'), { type: 'body', metatype: MessageDto }],
    ['no unknown field', { count: 'x', address: { city: 'Oslo' } }, { type: 'body', metatype: OrderDto }],
  ])('answers %s as class-validator does', async (_label, value, metadata) => {
    const ours = await answers(pipe, value, metadata);
    expect(ours).toEqual(await answers(vanilla, value, metadata));
  });

  it('drops thousands of unknown fields for a lenient DTO, the result as before', async () => {
    const lenient: ArgumentMetadata = { type: 'body', metatype: LenientDto };
    await expect(pipe.transform({ message: 'hi', ...many }, lenient)).resolves.toEqual(Object.assign(new LenientDto(), { message: 'hi' }));
  });
});
