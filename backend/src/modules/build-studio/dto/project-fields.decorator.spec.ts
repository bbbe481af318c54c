import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { PROJECT_LIMITS } from '../build-studio.constants';
import type { ProjectType } from '../../../engines/code/code-engine';
import { OptionalProjectType, ProjectFiles, ProjectName } from './project-fields.decorator';
import type { BuildFileDto } from './project-file.dto';

class ProjectRequest {
  @ProjectName()
  name!: string;

  @OptionalProjectType()
  projectType?: ProjectType;

  @ProjectFiles()
  files!: BuildFileDto[];
}

const check = (body: object) => {
  const dto = plainToInstance(ProjectRequest, body);
  return { dto, errors: validateSync(dto).flatMap((error) => Object.values(error.constraints ?? {}).concat((error.children ?? []).length ? [`${error.property} has invalid items`] : [])) };
};
const file = { path: 'index.html', content: '<h1>Hi</h1>' };

describe('ProjectName, OptionalProjectType, ProjectFiles', () => {
  it('trims the name and leaves the type out when it is not given', () => {
    const { dto, errors } = check({ name: '  Shop  ', files: [file] });
    expect(errors).toEqual([]);
    expect(dto.name).toBe('Shop');
    expect(dto.projectType).toBeUndefined();
  });

  it('refuses a blank name, an unknown type and files that are not files', () => {
    const { errors } = check({ name: '   ', projectType: 'ruby', files: [{ path: 3 }] });
    expect(errors).toEqual(expect.arrayContaining(['name must not be blank', expect.stringMatching(/^projectType must be one of/), 'files has invalid items']));
  });

  it('refuses more files than a project holds', () => {
    const files = Array.from({ length: PROJECT_LIMITS.maxFiles + 1 }, (_, index) => ({ path: `f${index}.txt`, content: '' }));
    expect(check({ name: 'Big', files }).errors).toEqual([expect.stringMatching(/^files must contain no more than/)]);
  });
});
