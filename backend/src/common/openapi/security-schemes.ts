/** The security schemes of the OpenAPI document (both `Authorization: Bearer …`); app.setup.ts declares them. */

/** A session's token (ats_…): @nestjs/swagger's default name, used by @ApiBearerAuth() without one. */
export const BEARER_SCHEME = 'bearer';
/** An API key (atk_…) of the integrations area, sent as OpenAI's SDKs send theirs. */
export const API_KEY_SCHEME = 'api-key';
