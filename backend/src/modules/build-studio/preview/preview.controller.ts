import { Controller, Get, Inject, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { AppConfig } from '../../../config/app-config.interface';
import { APP_CONFIG } from '../../../config/app-config.tokens';
import { BuildStudioException } from '../build-studio.errors';
import { previewHostCsp, previewHostPage } from './preview-host-page';
import { PreviewFrameQueryDto } from './preview-frame-query.dto';
import { ApiFileResponse } from '../../../common/openapi/response-content.decorators';
import { ApiRoute } from '../../../common/http/api-route.decorator';

@ApiTags('build-studio')
@Controller('build-studio')
export class PreviewController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get('preview-frame')
  @ApiRoute(
    {
      summary: "The static preview's host page, framed by the studio (sandbox=allow-scripts), served on PREVIEW_ORIGIN",
      description:
        'Receives `{source: "atelier-studio", type: "render", html}` (and `type: "styles"`) messages from the studio origin only and shows the html in a sandboxed ' +
        "srcdoc frame; relays the preview's `{source: \"atelier-preview\"}` messages (console, error, ready, beat) to that origin alone.",
    },
    null,
    { 400: "VALIDATION_FAILED / UNKNOWN_STUDIO_ORIGIN: `studio` is not one of the site's origins" },
  )
  @ApiFileResponse({ types: ['text/html'], description: 'The preview host page' })
  page(@Query() query: PreviewFrameQueryDto, @Res({ passthrough: true }) response: Response): string {
    const studio = query.studio ?? null;
    if (studio !== null && !this.studioOrigins().has(studio)) throw BuildStudioException.unknownStudioOrigin();
    // Set here, not by decorator, so a refused query is still answered as JSON (README "Errors").
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.setHeader('Cache-Control', 'public, max-age=300');
    // Its own policy replaces the API's default one: the project's inline code must run here.
    response.setHeader('Content-Security-Policy', previewHostCsp(studio));
    if (studio === null) response.setHeader('X-Frame-Options', 'SAMEORIGIN');
    else response.removeHeader('X-Frame-Options');
    response.removeHeader('Cross-Origin-Opener-Policy');
    response.removeHeader('Cross-Origin-Resource-Policy');
    return previewHostPage(studio);
  }

  /** The site's own origins: the frontends CORS admits and the public URL's. */
  private studioOrigins(): Set<string> {
    return new Set([...this.config.corsOrigins, new URL(this.config.publicAppUrl).origin]);
  }
}
