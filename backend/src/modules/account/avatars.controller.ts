import { Controller, Get, Param, Res, StreamableFile } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AccountException } from './account.errors';
import { AvatarStorage } from './avatars/avatar-storage.service';
import { ApiFileResponse } from '../../common/openapi/response-content.decorators';
import { ApiRoute } from '../../common/http/api-route.decorator';

/** A file name is never reused (a new avatar gets a new uuid), so it may be cached for good. */
const AVATAR_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Public: avatars appear wherever their owner does; their names are unguessable uuids. */
@ApiTags('account')
@Controller('account/avatars')
export class AvatarsController {
  constructor(private readonly avatars: AvatarStorage) {}

  @Get(':file')
  @ApiRoute('An avatar image (the path comes from a user’s avatarUrl)', null, { 404: 'AVATAR_NOT_FOUND' })
  @ApiFileResponse({ types: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'], description: 'The image' })
  async avatar(@Param('file') file: string, @Res({ passthrough: true }) response: Response): Promise<StreamableFile> {
    const avatar = await this.avatars.open(file);
    if (!avatar) throw AccountException.avatarNotFound();
    response.set({ 'Cache-Control': AVATAR_CACHE_CONTROL, 'X-Content-Type-Options': 'nosniff' });
    return new StreamableFile(avatar.stream, { type: avatar.contentType, length: avatar.size });
  }
}
