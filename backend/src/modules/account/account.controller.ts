import {
  Body,
  Controller,
  Delete,
  HttpCode,
  HttpStatus,
  Patch,
  Post,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import { UserDto } from '../../identity/dto/user.dto';
import type { Session } from '../../identity/entities/session.entity';
import type { User } from '../../identity/entities/user.entity';
import { Authenticated } from '../../identity/http/authenticated.decorator';
import { CurrentSession } from '../../identity/http/current-session.decorator';
import { CurrentUser } from '../../identity/http/current-user.decorator';
import { AccountDeletionService } from './account-deletion.service';
import { AvatarUploadInterceptor } from './avatars/avatar-upload.interceptor';
import { AvatarUploadDto } from './dto/avatar-upload.dto';
import { UpdateProfileDto } from './dto/update-profile.dto';
import { ProfileService } from './profile.service';
import { ApiRoute } from '../../common/http/api-route.decorator';

@ApiTags('account')
@Controller('account')
@Authenticated()
export class AccountController {
  constructor(
    private readonly profile: ProfileService,
    private readonly deletion: AccountDeletionService,
  ) {}

  @Patch('profile')
  @ApiRoute('Change your name', UserDto)
  rename(@CurrentUser() user: User, @CurrentSession() session: Session, @Body() body: UpdateProfileDto): Promise<UserDto> {
    return this.profile.rename(user.id, body.name, session);
  }

  @Post('avatar')
  @HttpCode(HttpStatus.OK)
  @UseInterceptors(AvatarUploadInterceptor)
  @ApiRoute('Replace your avatar (multipart field "file")', UserDto, {
    400: 'AVATAR_REQUIRED or INVALID_UPLOAD',
    413: 'AVATAR_TOO_LARGE (over 2 MB) or AVATAR_TOO_MANY_PIXELS (over 40 megapixels once decoded)',
    415: 'UNSUPPORTED_IMAGE',
    422: 'AVATAR_UNREADABLE (truncated, header only or corrupt)',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: AvatarUploadDto })
  uploadAvatar(
    @CurrentUser() user: User,
    @CurrentSession() session: Session,
    @UploadedFile() file: Express.Multer.File | undefined,
  ): Promise<UserDto> {
    return this.profile.replaceAvatar(user.id, file, session);
  }

  @Delete()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiRoute('Delete your account and everything it owns; cannot be undone', { status: HttpStatus.NO_CONTENT })
  deleteAccount(@CurrentUser() user: User): Promise<void> {
    return this.deletion.delete(user.id, user.email);
  }
}
