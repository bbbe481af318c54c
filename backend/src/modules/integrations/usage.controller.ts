import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { User } from '../../identity/entities/user.entity';
import { Authenticated } from '../../identity/http/authenticated.decorator';
import { CurrentUser } from '../../identity/http/current-user.decorator';
import { PlanDto } from './dto/plan.dto';
import { UsageResponseDto } from './dto/usage-response.dto';
import { IntegrationsService } from './integrations.service';
import { ApiRoute } from '../../common/http/api-route.decorator';

@ApiTags('integrations')
@Controller('integrations')
export class UsageController {
  constructor(private readonly integrations: IntegrationsService) {}

  @Get('usage')
  @Authenticated()
  @ApiRoute("This calendar month's API usage of your account, with your plan's allowance", UsageResponseDto)
  usage(@CurrentUser() user: User): Promise<UsageResponseDto> {
    return this.integrations.usageOf(user.id);
  }

  @Get('plans')
  @ApiRoute('The API plans (public)', { type: PlanDto, isArray: true })
  plans(): Promise<PlanDto[]> {
    return this.integrations.listPlans();
  }
}
