import { Controller, Delete, Get, Param, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiRoute } from '../../../common/http/api-route.decorator';
import type { User } from '../../../identity/entities/user.entity';
import { Authenticated } from '../../../identity/http/authenticated.decorator';
import { CurrentUser } from '../../../identity/http/current-user.decorator';
import { BuildProjectIdParamDto } from '../dto/project.dto';
import { BuildPublicationDto } from '../dto/publication.dto';
import { PublicationsService } from './publications.service';

/** The Publish dialog: a saved project's share URL, its visit count, Update and Unpublish (README "Build Studio"). */
@ApiTags('build-studio')
@Authenticated()
@Controller('build-studio/projects/:id/publication')
export class PublicationController {
  constructor(private readonly publications: PublicationsService) {}

  @Get()
  @ApiRoute("Whether the project is published, its share URL and visit count (published: false before it ever was)", BuildPublicationDto, {
    404: 'PROJECT_NOT_FOUND (also for projects of someone else)',
  })
  get(@Param() params: BuildProjectIdParamDto, @CurrentUser() user: User): Promise<BuildPublicationDto> {
    return this.publications.get(user.id, params.id);
  }

  @Put()
  @ApiRoute(
    {
      summary: 'Publish the saved project, or Update a publication with its current files (the share URL stays the same)',
      description: 'The share URL serves a snapshot of the files as saved now; a static site as is, an Express or FastAPI project on the runner.',
    },
    BuildPublicationDto,
    { 404: 'PROJECT_NOT_FOUND' },
  )
  publish(@Param() params: BuildProjectIdParamDto, @CurrentUser() user: User): Promise<BuildPublicationDto> {
    return this.publications.publish(user.id, params.id);
  }

  @Delete()
  @ApiRoute('Unpublish: the share URL answers 410 until the project is published again', BuildPublicationDto, {
    404: 'PROJECT_NOT_FOUND / PUBLICATION_NOT_FOUND (never published)',
  })
  unpublish(@Param() params: BuildProjectIdParamDto, @CurrentUser() user: User): Promise<BuildPublicationDto> {
    return this.publications.unpublish(user.id, params.id);
  }
}
