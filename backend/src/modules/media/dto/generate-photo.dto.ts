import { PromptRequestDto } from './prompt-request.dto';

/** POST /api/photo/generate. */
export class GeneratePhotoDto extends PromptRequestDto {}
