import type { ProjectType } from '../../../engines/code/code-engine';
import type { BuildFileDto } from './project-file.dto';
import { OptionalProjectType, ProjectFiles, ProjectName } from './project-fields.decorator';

/** A project to zip as it is in the browser (signed out, or not saved yet). */
export class ExportBuildProjectDto {
  @ProjectName()
  name!: string;

  @OptionalProjectType()
  projectType?: ProjectType;

  @ProjectFiles()
  files!: BuildFileDto[];
}
