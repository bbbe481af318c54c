import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Engines } from '../../../engines/create-engines';
import { ENGINES } from '../../../engines/engines.module';
import { type ArtifactBrief, briefMessage } from '../../../engines/marketing-brief';
import type { ChatMessage, TextEngine } from '../../../engines/text-engine';
import { CreditsException } from '../../../metering/credits/credits.errors';
import { CreditsService } from '../../../metering/credits/credits.service';
import type { ArtifactRecord } from '../artifacts/artifact.types';
import { ArtifactsService } from '../artifacts/artifacts.service';
import { BrandKitService } from '../brand-kit/brand-kit.service';
import { chargeFor } from '../generation/charge-requests';
import { ASSISTANT_ARTIFACTS, ASSISTANT_HISTORY_MESSAGES } from '../marketing.constants';
import { ChatMessagesService } from './chat-messages.service';
import { IdempotencyException } from '../../../common/idempotency/idempotency.errors';

/** A turn ready to stream: a stored answer to replay, or a live one to generate. */
export type MarketingChatTurn =
  | { kind: 'replay'; engine: TextEngine; pieces: string[] }
  | {
      kind: 'live';
      engine: TextEngine;
      context: ChatMessage[];
      /** Stores the turn and captures its charge. */
      finish(pieces: string[]): Promise<void>;
      /** Refunds the charge; or, when a client left after content was sent, keeps what it got. */
      abandon(refund: boolean, pieces: string[]): Promise<void>;
      /** A turn that neither finished nor was abandoned is refunded. */
      close(): Promise<void>;
    };

const INSTRUCTIONS =
  "You are the Chat Engineer, the marketing assistant of Atelier's Marketing Studio. Help the user plan, write and " +
  'improve their marketing. The brief gives their brand kit and their recent artifacts, newest first: refer to them ' +
  'by what they are about, and keep to the brand\'s voice and audience. Be concrete and brief; use short lists where they help.';

/** The Chat Engineer: a streamed assistant paid in RC, which knows the brand kit and the recent artifacts. */
@Injectable()
export class MarketingChatService {
  private readonly logger = new Logger(MarketingChatService.name);

  constructor(
    private readonly credits: CreditsService,
    private readonly messages: ChatMessagesService,
    private readonly artifacts: ArtifactsService,
    private readonly brandKits: BrandKitService,
    @Inject(ENGINES) private readonly engines: Engines,
  ) {}

  /** Everything that can fail with a plain JSON answer (402, 409, 422) happens here, before any byte is streamed. */
  async begin(userId: string, message: string, key: string): Promise<MarketingChatTurn> {
    const engine = this.engines.text;
    const { answer } = await this.credits.consume(userId, key, chargeFor.chat());
    const claim = await this.credits.claim(userId, answer.id);
    if (claim === 'in-progress') throw IdempotencyException.inUse();
    if (claim !== 'claimed') {
      const earlier = await this.messages.findPaidTurn(userId, answer.id);
      if (!earlier) throw claim === 'captured' ? IdempotencyException.inUse() : CreditsException.released();
      if (earlier.question !== message) throw IdempotencyException.reused();
      return { kind: 'replay', engine, pieces: earlier.pieces };
    }
    let context: ChatMessage[];
    try {
      context = await this.context(userId, message);
    } catch (error) {
      await this.credits.release(answer.id);
      throw error;
    }
    let open = true;
    const settle = async (pieces: string[] | null) => {
      open = false;
      if (!pieces) {
        await this.credits.release(answer.id);
        return;
      }
      await this.messages.saveTurn(userId, message, pieces, answer.id);
      if (!(await this.credits.capture(answer.id))) this.logger.warn(`credit hold ${answer.id} was released before its reply finished`);
    };
    return {
      kind: 'live',
      engine,
      context,
      finish: (pieces) => settle(pieces),
      abandon: (refund, pieces) => settle(refund || pieces.length === 0 ? null : pieces),
      close: async () => {
        if (open) await settle(null);
      },
    };
  }

  private async context(userId: string, message: string): Promise<ChatMessage[]> {
    const [brand, recent, history] = await Promise.all([
      this.brandKits.get(userId),
      this.artifacts.list(userId, ASSISTANT_ARTIFACTS),
      this.messages.history(userId, ASSISTANT_HISTORY_MESSAGES),
    ]);
    const system = briefMessage(INSTRUCTIONS, {
      task: 'marketing-assistant',
      brand: { product: brand.product, audience: brand.audience, voice: brand.voice },
      artifacts: recent.map(toBrief),
    });
    return [system, ...history.map(({ role, content }) => ({ role, content })), { role: 'user', content: message }];
  }
}

function toBrief(artifact: ArtifactRecord): ArtifactBrief {
  const text = artifact.output
    .map((item) => (item.type === 'text' ? `${item.label}: ${item.content}` : `Image: ${item.alt}`))
    .join('\n');
  return { kind: artifact.kind, input: artifact.input, variant: artifact.copyType ?? artifact.style, summary: text.slice(0, 600) };
}
