import type { Session } from '../../identity/entities/session.entity';
import type { SessionDto } from './dto/session.dto';

export function mapSession(session: Session, currentSessionId: string): SessionDto {
  return {
    id: session.id,
    device: session.deviceLabel,
    kind: session.deviceKind,
    createdAt: session.createdAt.toISOString(),
    lastSeenAt: session.lastSeenAt.toISOString(),
    current: session.id === currentSessionId,
  };
}
