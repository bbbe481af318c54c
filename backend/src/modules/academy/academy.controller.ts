import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorBodyDto } from '../../common/error-body.dto';
import { EmailDto } from '../../identity/dto/email.dto';
import { MessageResponseDto } from '../../identity/dto/message-response.dto';
import { AcademyService } from './academy.service';

@ApiTags('academy')
@Controller('academy')
export class AcademyController {
  constructor(private readonly academy: AcademyService) {}

  @Post('notify')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Join the Academy launch list (once per address; repeating is fine)' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'VALIDATION_FAILED: not an email address' })
  notify(@Body() body: EmailDto): Promise<MessageResponseDto> {
    return this.academy.notify(body.email);
  }
}
