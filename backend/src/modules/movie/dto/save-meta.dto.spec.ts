import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { SaveMovieMetaDto } from './save-meta.dto';

const VALID = { project_id: 'movie_1731400000000', title: 'Last Delivery', target_length: 10 };
const messages = (body: object) =>
  validateSync(plainToInstance(SaveMovieMetaDto, { ...VALID, ...body })).flatMap((error) => Object.values(error.constraints ?? {}));

describe('SaveMovieMetaDto aspect_ratio', () => {
  it('takes 16:9, 9:16 and 1:1, or nothing (the movie keeps its ratio), and refuses any other', () => {
    for (const aspect_ratio of ['16:9', '9:16', '1:1']) expect(messages({ aspect_ratio })).toEqual([]);
    expect(messages({})).toEqual([]);
    // Any other ratio is refused, naming the allowed ones.
    for (const aspect_ratio of ['4:3', '16/9', '', 1]) expect(messages({ aspect_ratio })).toEqual(['aspect_ratio must be one of 16:9, 9:16, 1:1']);
  });
});
