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
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiUnprocessableEntityResponse,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import { ErrorBodyDto } from '../../common/error-body.dto';
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

@ApiTags('account')
@Controller('account')
@Authenticated()
export class AccountController {
  constructor(
    private readonly profile: ProfileService,
    private readonly deletion: AccountDeletionService,
  ) {}

  @Patch('profile')
  @ApiOperation({ summary: 'Change your name' })
  @ApiOkResponse({ type: UserDto })
  rename(@CurrentUser() user: User, @CurrentSession() session: Session, @Body() body: UpdateProfileDto): Promise<UserDto> {
    return this.profile.rename(user.id, body.name, session);
  }

  @Post('avatar')
  @HttpCode(HttpStatus.OK)
  @UseInterceptors(AvatarUploadInterceptor)
  @ApiOperation({ summary: 'Replace your avatar (multipart field "file")' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: AvatarUploadDto })
  @ApiOkResponse({ type: UserDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'AVATAR_REQUIRED or INVALID_UPLOAD' })
  @ApiPayloadTooLargeResponse({
    type: ErrorBodyDto,
    description: 'AVATAR_TOO_LARGE (over 2 MB) or AVATAR_TOO_MANY_PIXELS (over 40 megapixels once decoded)',
  })
  @ApiUnsupportedMediaTypeResponse({ type: ErrorBodyDto, description: 'UNSUPPORTED_IMAGE' })
  @ApiUnprocessableEntityResponse({ type: ErrorBodyDto, description: 'AVATAR_UNREADABLE (truncated, header only or corrupt)' })
  uploadAvatar(
    @CurrentUser() user: User,
    @CurrentSession() session: Session,
    @UploadedFile() file: Express.Multer.File | undefined,
  ): Promise<UserDto> {
    return this.profile.replaceAvatar(user.id, file, session);
  }

  @Delete()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Delete your account and everything it owns; cannot be undone' })
  @ApiNoContentResponse()
  deleteAccount(@CurrentUser() user: User): Promise<void> {
    return this.deletion.delete(user.id, user.email);
  }
}
