import type { ProjectType } from '../../../engines/code/code-engine';
import { PROJECT_NAME_MAX_CHARACTERS } from '../build-studio.constants';
import type { BuildFileDto } from './project-file.dto';
import { OptionalProjectType, ProjectFiles } from './project-fields.decorator';
import { RequiredText } from '../../../common/text-field.decorators';

/** A project to zip as it is in the browser (signed out, or not saved yet). */
export class ExportBuildProjectDto {
  @RequiredText(PROJECT_NAME_MAX_CHARACTERS, { example: 'New Project' })
  name!: string;

  @OptionalProjectType()
  projectType?: ProjectType;

  @ProjectFiles()
  files!: BuildFileDto[];
}
