import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query, Res } from '@nestjs/common';
import { ApiHeader, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { contentChecksum } from '../../../engines/code/content-checksum';
import { checkProjectPath } from '../../../engines/code/project-paths';
import { engineHeader } from '../../../engines/engine-descriptor';
import { EngineError } from '../../../engines/engine-error';
import { EngineFailureException } from '../../../engines/engine-error-responses';
import { type Caller, CurrentCaller } from '../../../identity/http/caller.decorator';
import { OptionalAuthentication } from '../../../identity/http/optional-authentication.decorator';
import { BuildStudioException, GENERIC_ENGINE_FAILURE } from '../build-studio.errors';
import { BuildGenerationFileDto, BuildGenerationFileQueryDto, BuildGenerationParamsDto } from '../dto/generation-file.dto';
import { BuildGenerateRequestDto, BuildGenerateStreamRequestDto } from '../dto/generate-request.dto';
import { BuildGenerateResponseDto } from '../dto/generate-response.dto';
import {
  BuildStreamDoneEventDto,
  BuildStreamErrorEventDto,
  BuildStreamNoticeEventDto,
  BuildStreamOpEventDto,
  BuildStreamReplyEventDto,
  BuildStreamStartEventDto,
  BuildStreamWriteEventDto,
} from '../dto/generation-events.dto';
import { parseCurrentCode } from './current-code';
import { GenerationStreamer } from './generation-streamer';
import { GenerationService } from './generation.service';
import { StudioSession } from './studio-session.decorator';
import { checkedAttachment, historyFrom, normaliseProject } from './turn-input';
import { ApiEventStream } from '../../../common/openapi/response-content.decorators';
import { ApiEngineFailures } from '../../../engines/api-engine-failures.decorator';
import { ApiRoute } from '../../../common/http/api-route.decorator';
import { QUOTA_EXCEEDED } from '../../../common/http/error-answers';

const ATTACHMENT_TOO_LARGE =
  'ATTACHMENT_TOO_MANY_PIXELS: the attached image declares more than 40 megapixels in its header (refused before decoding) / ' +
  'PAYLOAD_TOO_LARGE: the body is over BODY_LIMIT';

const QUOTA_NOTE =
  'Counted against the daily code-generation quota (Free and visitors 20, Pro 200, Studio unlimited; accounts by account, ' +
  'visitors by IP and X-Session-Id); a failed generation is not counted.';

@ApiTags('build-studio')
@ApiHeader({ name: 'X-Session-Id', required: false, description: "Visitors: the browser's session id (quota and cache owner)" })
@OptionalAuthentication()
@Controller('build-studio')
export class GenerationController {
  constructor(
    private readonly generations: GenerationService,
    private readonly streamer: GenerationStreamer,
  ) {}

  @Post('generate')
  @HttpCode(HttpStatus.OK)
  @ApiRoute(
    {
      summary: 'Generate or change code, or answer a question (spec 001 §7)',
      description:
        'Conversation: only `conversationalResponse`, files unchanged. Multi-file: `files` is the whole project after the change. ' +
        `Single: \`code\` is the new index.html. Header X-Engine names the engine. ${QUOTA_NOTE}`,
    },
    BuildGenerateResponseDto,
    { 400: 'VALIDATION_FAILED / INVALID_PROJECT / INVALID_ATTACHMENT', 413: ATTACHMENT_TOO_LARGE, 429: QUOTA_EXCEEDED },
  )
  @ApiEngineFailures()
  async generate(
    @Body() body: BuildGenerateRequestDto,
    @CurrentCaller() caller: Caller,
    @StudioSession() session: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<BuildGenerateResponseDto> {
    const input = {
      prompt: body.prompt,
      projectType: body.projectType ?? 'static',
      files: normaliseProject(parseCurrentCode(body.currentCode ?? '')),
      history: historyFrom(body.conversationHistory),
      attachment: checkedAttachment(body.attachedFile),
      projectId: null,
    };
    const abort = new AbortController();
    response.on('close', () => {
      if (!response.writableFinished) abort.abort(new Error('client disconnected'));
    });
    const turn = await this.generations.run(caller, session, input, async () => undefined, abort.signal).catch((error: unknown) => {
      throw error instanceof EngineError ? EngineFailureException.of(error, GENERIC_ENGINE_FAILURE) : error;
    });
    response.setHeader('X-Engine', engineHeader(turn.engine));
    if (turn.mode === 'conversation') {
      return { isConversation: true, conversationalResponse: turn.reply, isMultiFile: false, files: [], code: '' };
    }
    if (turn.mode === 'single') {
      return { isConversation: false, conversationalResponse: turn.reply, isMultiFile: false, files: [], code: turn.files.find((file) => file.path === 'index.html')!.content };
    }
    return { isConversation: false, conversationalResponse: turn.reply, isMultiFile: true, files: turn.files, code: '' };
  }

  @Post('generate/stream')
  @HttpCode(HttpStatus.OK)
  @ApiRoute(
    {
      summary: "The studio's streaming generation: file operations arrive as Server-Sent Events and apply as they come",
      description:
        'Events (each `event: <name>` with JSON data): `start` {generationId, engine}; `reply` {text} pieces of the answer; ' +
        '`write-start` {path} and `write-chunk` {path, text} while a file is written; `op` one applied operation: ' +
        '{op: "write", path, content? (absent when it was streamed), checksum, streamed} | {op: "patch", path, diff (unified), checksum} | ' +
        '{op: "rename", from, to, checksum} | {op: "delete", path}; `notice` {message, path?} for a change that was refused; ' +
        '`done` {generationId, isConversation, mode, reply, changed, notices, fileCount, checksums, version}; `error` {message}. ' +
        'Checksums are FNV-1a (32-bit, hex) of the file after the operation; a file whose patch does not apply in the browser is ' +
        `fetched whole from GET /api/build-studio/generations/{generationId}/file. ${QUOTA_NOTE}`,
    },
    null,
    {
      400: 'VALIDATION_FAILED / INVALID_PROJECT / INVALID_ATTACHMENT',
      404: 'PROJECT_NOT_FOUND: projectId is not a project of yours',
      413: ATTACHMENT_TOO_LARGE,
      429: QUOTA_EXCEEDED,
    },
  )
  @ApiEventStream({
    description: 'Each event has `id: <n>`; the stream ends after `done` or `error`.',
    events: {
      start: BuildStreamStartEventDto,
      reply: BuildStreamReplyEventDto,
      'write-start': BuildStreamWriteEventDto,
      'write-chunk': BuildStreamWriteEventDto,
      op: BuildStreamOpEventDto,
      notice: BuildStreamNoticeEventDto,
      done: BuildStreamDoneEventDto,
      error: BuildStreamErrorEventDto,
    },
  })
  @ApiEngineFailures({ note: 'before any event was sent' })
  async stream(
    @Body() body: BuildGenerateStreamRequestDto,
    @CurrentCaller() caller: Caller,
    @StudioSession() session: string,
    @Res() response: Response,
  ): Promise<void> {
    await this.streamer.stream(response, caller, session, {
      prompt: body.prompt,
      projectType: body.projectType ?? 'static',
      files: normaliseProject(body.files),
      history: historyFrom(body.conversationHistory),
      attachment: checkedAttachment(body.attachedFile),
      projectId: body.projectId ?? null,
    });
  }

  @Get('generations/:generationId/file')
  @ApiRoute('A whole file of one of your recent generations (for a patch the studio could not apply)', BuildGenerationFileDto, {
    404: 'GENERATION_NOT_FOUND: unknown, expired, someone else\'s, or no such file',
  })
  generationFile(
    @Param() params: BuildGenerationParamsDto,
    @Query() query: BuildGenerationFileQueryDto,
    @CurrentCaller() caller: Caller,
    @StudioSession() session: string,
  ): BuildGenerationFileDto {
    const checked = checkProjectPath(query.path);
    const content = checked.ok ? this.generations.cachedFile(caller, session, params.generationId, checked.path) : undefined;
    if (content === undefined || !checked.ok) throw BuildStudioException.generationNotFound();
    return { path: checked.path, content, checksum: contentChecksum(content) };
  }
}
