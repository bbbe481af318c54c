import { Controller, Get, Header, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { EmbedQueryDto } from './embed-query.dto';
import { EMBED_WIDGET_SCRIPT, embedChatPage } from './embed-page';
import { ApiFileResponse } from '../../../common/openapi/response-content.decorators';
import { ApiRoute } from '../../../common/http/api-route.decorator';

/** Any site may frame the embed; it talks to this origin only, and runs only its own script. */
const EMBED_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'unsafe-inline'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  'frame-ancestors *',
].join('; ');

/** The iframe embed offered on the integrations page: a small chat that calls POST /api/wp/text. */
@ApiTags('wp-gateway')
@Controller('wp/embed')
export class EmbedController {
  @Get('chat')
  @ApiRoute('Chat page for an <iframe> on any website (?api_key=…)', null)
  @ApiFileResponse({ types: ['text/html'], description: 'HTML page' })
  chat(@Query() query: EmbedQueryDto, @Res() response: Response): void {
    response.removeHeader('X-Frame-Options');
    response
      .set({ 'Content-Security-Policy': EMBED_CSP, 'Cache-Control': 'no-store', 'Cross-Origin-Resource-Policy': 'cross-origin' })
      .type('html')
      .send(embedChatPage(query.api_key));
  }

  @Get('widget.js')
  @Header('Content-Type', 'text/javascript; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  @ApiRoute("The embed page's script", null)
  @ApiFileResponse({ types: ['text/javascript'], description: 'The script' })
  widget(): string {
    return EMBED_WIDGET_SCRIPT;
  }
}
