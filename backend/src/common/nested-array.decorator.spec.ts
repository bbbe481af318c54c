import { plainToInstance } from 'class-transformer';
import { IsOptional, IsString, validateSync } from 'class-validator';
import { NestedArray } from './nested-array.decorator';

class Item {
  @IsString()
  name!: string;
}

class Body {
  @IsOptional()
  @NestedArray(() => Item, 2)
  items?: Item[];
}

const problems = (body: object) =>
  validateSync(plainToInstance(Body, body)).flatMap((error) => [
    ...Object.keys(error.constraints ?? {}),
    ...(error.children ?? []).flatMap((child) => (child.children ?? []).flatMap((item) => Object.keys(item.constraints ?? {}))),
  ]);

describe(NestedArray.name, () => {
  it('turns each item into its class and checks it', () => {
    const body = plainToInstance(Body, { items: [{ name: 'a' }] });
    expect(body.items?.[0]).toBeInstanceOf(Item);
    expect(problems({ items: [{ name: 'a' }, { name: 3 }] })).toEqual(['isString']);
  });

  it('refuses more items than allowed, and a value that is not a list', () => {
    expect(problems({ items: [{ name: 'a' }, { name: 'b' }, { name: 'c' }] })).toEqual(['arrayMaxSize']);
    expect(problems({ items: 'a' })).toEqual(expect.arrayContaining(['isArray']));
  });

  it('keeps a decorator written above it in charge: an optional list may be left out', () => {
    expect(problems({})).toEqual([]);
  });
});
