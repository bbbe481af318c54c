import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiHeader,
  ApiTags,
} from '@nestjs/swagger';
import { type Caller, CurrentCaller } from '../../identity/http/caller.decorator';
import { OptionalAuthentication } from '../../identity/http/optional-authentication.decorator';
import { VisitorId } from '../../identity/http/visitor-id';
import { CharacterAvatars } from './characters/character-avatars.service';
import { MovieAvatarUploadInterceptor } from './characters/avatar-upload.interceptor';
import { CharactersService } from './characters/characters.service';
import { CharacterParamsDto, ProjectParamsDto } from './dto/movie-params.dto';
import {
  MovieAvatarDto,
  MovieCharactersDto,
  DeletedMovieCharacterDto,
  DeletedMovieProjectDto,
  MovieMetaDto,
  MovieProjectDto,
  MovieProjectListDto,
  SavedMovieCharacterDto,
} from './dto/movie-responses.dto';
import { SaveMovieCharacterDto } from './dto/save-character.dto';
import { SaveMovieMetaDto } from './dto/save-meta.dto';
import { SESSION_HEADER } from './movie-owner';
import { MovieOwners } from './projects/movie-owners.service';
import { ProjectsService } from './projects/projects.service';
import { ApiRoute } from '../../common/http/api-route.decorator';

export const SESSION_HEADER_DOC = {
  name: SESSION_HEADER,
  required: false,
  description: "Visitors: their browser's session id, which owns their movies until they sign up (then, sent once signed in, moves them to the account)",
};

/** Spec 001 §7 `/api/movie/*`: Movie Details, the Character Bible, and the caller's movies. */
@ApiTags('movie')
@ApiHeader(SESSION_HEADER_DOC)
@OptionalAuthentication()
@Controller('movie')
export class MovieController {
  constructor(
    private readonly owners: MovieOwners,
    private readonly projects: ProjectsService,
    private readonly characters: CharactersService,
    private readonly avatars: CharacterAvatars,
  ) {}

  @Post('save-meta')
  @HttpCode(HttpStatus.OK)
  @ApiRoute("Save the movie's title, logline and target length (creates the project on its first save)", MovieMetaDto, {
    400: "TITLE_REQUIRED ('Movie title is required!') / VALIDATION_FAILED / SESSION_REQUIRED",
    404: 'PROJECT_NOT_FOUND',
    409: 'TOO_MANY_PROJECTS',
  })
  async saveMeta(@Body() body: SaveMovieMetaDto, @CurrentCaller() caller: Caller, @VisitorId() session?: string): Promise<MovieMetaDto> {
    return this.projects.saveMeta(await this.owners.resolve(caller, session), body);
  }

  @Post('character')
  @HttpCode(HttpStatus.OK)
  @ApiRoute('Add a character to the Character Bible, or update the one with this id', SavedMovieCharacterDto, {
    400: "CHARACTER_INCOMPLETE ('Name and bio are required!') / AVATAR_NOT_FOUND / VALIDATION_FAILED",
    404: 'PROJECT_NOT_FOUND',
    409: 'CHARACTER_NAME_TAKEN / TOO_MANY_CHARACTERS',
  })
  async saveCharacter(@Body() body: SaveMovieCharacterDto, @CurrentCaller() caller: Caller, @VisitorId() session?: string): Promise<SavedMovieCharacterDto> {
    return this.characters.save(await this.owners.resolve(caller, session), body);
  }

  @Get('characters/:projectId')
  @ApiRoute("The movie's characters, in the order they were added", MovieCharactersDto, { 404: "PROJECT_NOT_FOUND (also for someone else's)" })
  async listCharacters(@Param() params: ProjectParamsDto, @CurrentCaller() caller: Caller, @VisitorId() session?: string): Promise<MovieCharactersDto> {
    return this.characters.list(await this.owners.resolve(caller, session), params.projectId);
  }

  @Delete('character/:projectId/:characterId')
  @ApiRoute('Delete a character (the scenes it was in go out of date)', DeletedMovieCharacterDto, { 404: 'PROJECT_NOT_FOUND / CHARACTER_NOT_FOUND' })
  async deleteCharacter(@Param() params: CharacterParamsDto, @CurrentCaller() caller: Caller, @VisitorId() session?: string): Promise<DeletedMovieCharacterDto> {
    return this.characters.delete(await this.owners.resolve(caller, session), params.projectId, params.characterId);
  }

  @Post('avatar/:projectId')
  @HttpCode(HttpStatus.OK)
  @UseInterceptors(MovieAvatarUploadInterceptor)
  @ApiRoute(
    {
      summary: "Upload a character's avatar (multipart field \"file\"); send the answer's avatar_filename with the character",
      description: 'PNG, JPEG, GIF or WebP up to 5 MB and 40 megapixels, decoded and re-encoded to a 384×384 PNG without metadata.',
    },
    MovieAvatarDto,
    {
      400: 'AVATAR_REQUIRED / INVALID_UPLOAD',
      404: 'PROJECT_NOT_FOUND',
      413: 'AVATAR_TOO_LARGE / AVATAR_TOO_MANY_PIXELS',
      415: 'UNSUPPORTED_IMAGE',
      422: 'AVATAR_UNREADABLE',
    },
  )
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } } })
  async uploadAvatar(
    @Param() params: ProjectParamsDto,
    @UploadedFile() file: Express.Multer.File | undefined,
    @CurrentCaller() caller: Caller,
    @VisitorId() session?: string,
  ): Promise<MovieAvatarDto> {
    return this.avatars.upload(await this.owners.resolve(caller, session), params.projectId, file);
  }

  @Get('projects')
  @ApiRoute("The caller's movies, newest first (a visitor's: their session's)", MovieProjectListDto)
  async listProjects(@CurrentCaller() caller: Caller, @VisitorId() session?: string): Promise<MovieProjectListDto> {
    return this.projects.list(await this.owners.resolve(caller, session));
  }

  @Get('project/:projectId')
  @ApiRoute('One movie: details, characters, scenes (with their render jobs) and its export', MovieProjectDto, { 404: 'PROJECT_NOT_FOUND' })
  async project(@Param() params: ProjectParamsDto, @CurrentCaller() caller: Caller, @VisitorId() session?: string): Promise<MovieProjectDto> {
    return this.projects.get(await this.owners.resolve(caller, session), caller, params.projectId);
  }

  @Delete('project/:projectId')
  @ApiRoute('Delete a movie and every file it made', DeletedMovieProjectDto, { 404: 'PROJECT_NOT_FOUND' })
  async deleteProject(@Param() params: ProjectParamsDto, @CurrentCaller() caller: Caller, @VisitorId() session?: string): Promise<DeletedMovieProjectDto> {
    return this.projects.delete(await this.owners.resolve(caller, session), params.projectId);
  }
}
