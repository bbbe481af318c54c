import { Injectable } from '@nestjs/common';
import { ArtifactsService } from './artifacts/artifacts.service';
import { BrandKitService } from './brand-kit/brand-kit.service';
import { ChatMessagesService } from './chat/chat-messages.service';
import type { ArtifactDto, ArtifactsResponseDto } from './dto/artifact.dto';
import type { BrandKitDto, BrandKitResponseDto } from './dto/brand-kit.dto';
import type { CampaignCopyDto, QuickCreateDto, VisualDto } from './dto/generate.dto';
import type { MarketingChatHistoryDto } from './dto/marketing-chat.dto';
import { chargeFor } from './generation/charge-requests';
import { CopyWriter } from './generation/copy-writer';
import { GenerationService } from './generation/generation.service';
import { VisualMaker } from './generation/visual-maker';
import { ARTIFACTS_PAGE_DEFAULT, CHAT_HISTORY_MESSAGES } from './marketing.constants';
import { MarketingException } from './marketing.errors';
import { mapArtifact, mapBrandKit, mapChatMessage } from './marketing.mapper';

/** An artifact and whether it is the stored answer of an earlier request with the same key. */
export interface GeneratedArtifact {
  artifact: ArtifactDto;
  replayed: boolean;
}

/** The studio's generators, artifacts and brand kit, for one signed-in account. */
@Injectable()
export class MarketingService {
  constructor(
    private readonly generation: GenerationService,
    private readonly copy: CopyWriter,
    private readonly visuals: VisualMaker,
    private readonly artifacts: ArtifactsService,
    private readonly brandKits: BrandKitService,
    private readonly chatMessages: ChatMessagesService,
  ) {}

  async quickCreate(userId: string, key: string, body: QuickCreateDto): Promise<GeneratedArtifact> {
    const output = body.output ?? 'copy';
    return this.generated(
      this.generation.run(userId, key, {
        charge: chargeFor.quickCreate(output),
        kind: output === 'image' ? 'image' : 'copy',
        input: body.input,
        copyType: null,
        style: null,
        make: (brand) => (output === 'image' ? this.visuals.make(userId, body.input, null, brand) : this.copy.write('quick', body.input, brand)),
      }),
    );
  }

  async campaignCopy(userId: string, key: string, body: CampaignCopyDto): Promise<GeneratedArtifact> {
    return this.generated(
      this.generation.run(userId, key, {
        charge: chargeFor.campaignCopy(body.copy_type),
        kind: 'campaign_copy',
        input: body.input,
        copyType: body.copy_type,
        style: null,
        make: (brand) => this.copy.write(body.copy_type, body.input, brand),
      }),
    );
  }

  async visual(userId: string, key: string, body: VisualDto): Promise<GeneratedArtifact> {
    return this.generated(
      this.generation.run(userId, key, {
        charge: chargeFor.visual(body.style),
        kind: 'visual',
        input: body.input,
        copyType: null,
        style: body.style,
        make: (brand) => this.visuals.make(userId, body.input, body.style, brand),
      }),
    );
  }

  async artifactsOf(userId: string, limit = ARTIFACTS_PAGE_DEFAULT): Promise<ArtifactsResponseDto> {
    return { artifacts: (await this.artifacts.list(userId, limit)).map(mapArtifact) };
  }

  async artifact(userId: string, id: string): Promise<ArtifactDto> {
    const found = await this.artifacts.find(userId, id);
    if (!found) throw MarketingException.artifactNotFound();
    return mapArtifact(found);
  }

  async brandKit(userId: string): Promise<BrandKitResponseDto> {
    return mapBrandKit(await this.brandKits.get(userId));
  }

  async saveBrandKit(userId: string, body: BrandKitDto): Promise<BrandKitResponseDto> {
    return mapBrandKit(await this.brandKits.save(userId, body));
  }

  async chatHistory(userId: string): Promise<MarketingChatHistoryDto> {
    return { messages: (await this.chatMessages.history(userId, CHAT_HISTORY_MESSAGES)).map(mapChatMessage) };
  }

  private async generated(run: ReturnType<GenerationService['run']>): Promise<GeneratedArtifact> {
    const { artifact, replayed } = await run;
    return { artifact: mapArtifact(artifact), replayed };
  }
}
