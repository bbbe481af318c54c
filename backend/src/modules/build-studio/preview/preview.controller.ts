import { Controller, Get, Header, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { PREVIEW_HOST_CSP, PREVIEW_HOST_PAGE } from './preview-host-page';
import { ApiFileResponse } from '../../../common/openapi/response-content.decorators';
import { ApiRoute } from '../../../common/http/api-route.decorator';

@ApiTags('build-studio')
@Controller('build-studio')
export class PreviewController {
  @Get('preview-frame')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=300')
  @ApiRoute(
    {
      summary: "The static preview's host page, framed by the studio (sandbox=allow-scripts)",
      description:
        'Receives `{source: "atelier-studio", type: "render", html}` messages and shows the html in a sandboxed srcdoc frame; relays ' +
        "the preview's `{source: \"atelier-preview\"}` messages (console, error, ready) to the studio.",
    },
    null,
  )
  @ApiFileResponse({ types: ['text/html'], description: 'The preview host page' })
  page(@Res({ passthrough: true }) response: Response): string {
    // Its own policy replaces the API's default one: the project's inline code must run here.
    response.setHeader('Content-Security-Policy', PREVIEW_HOST_CSP);
    response.setHeader('X-Frame-Options', 'SAMEORIGIN');
    response.removeHeader('Cross-Origin-Opener-Policy');
    return PREVIEW_HOST_PAGE;
  }
}
