import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { PROJECT_LIMITS } from '../build-studio.constants';
import type { ProjectType } from '../../../engines/code/code-engine';
import { OptionalProjectType, ProjectFiles } from './project-fields.decorator';
import type { BuildFileDto } from './project-file.dto';

class ProjectRequest {
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

describe('OptionalProjectType, ProjectFiles', () => {
  it('leaves the type out when it is not given, and turns each file into a BuildFileDto', () => {
    const { dto, errors } = check({ files: [file] });
    expect(errors).toEqual([]);
    expect(dto.projectType).toBeUndefined();
    expect(dto.files[0].constructor.name).toBe('BuildFileDto');
  });

  it('refuses an unknown type and files that are not files', () => {
    const { errors } = check({ projectType: 'ruby', files: [{ path: 3 }] });
    expect(errors).toEqual([expect.stringMatching(/^projectType must be one of/), 'files has invalid items']);
  });

  it('refuses more files than a project holds', () => {
    const files = Array.from({ length: PROJECT_LIMITS.maxFiles + 1 }, (_, index) => ({ path: `f${index}.txt`, content: '' }));
    expect(check({ files }).errors).toEqual([expect.stringMatching(/^files must contain no more than/)]);
  });
});
