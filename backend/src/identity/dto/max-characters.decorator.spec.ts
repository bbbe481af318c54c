import { validateSync } from 'class-validator';
import { MaxCharacters } from './max-characters.decorator';

class Named {
  @MaxCharacters(3)
  name!: unknown;
}

const problems = (name: unknown) =>
  validateSync(Object.assign(new Named(), { name })).flatMap((error) => Object.values(error.constraints ?? {}));

describe(MaxCharacters.name, () => {
  it('counts code points, as PostgreSQL does', () => {
    expect(problems('abc')).toEqual([]);
    expect(problems('😀😀😀')).toEqual([]);
    expect(problems('❤️❤️')).toEqual(['name must be at most 3 characters']);
  });

  it('refuses what is not a string', () => {
    expect(problems(42)).toHaveLength(1);
  });
});
