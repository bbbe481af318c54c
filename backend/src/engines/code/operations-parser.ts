import type { CodeEvent, CodeOperation } from './code-engine';
import { JsonStreamReader, type JsonStreamEvent } from './json-stream-reader';

/**
 * The answer a model is asked for (structured output): a reply for the chat and the file operations.
 * Every field is required, so strict JSON-schema modes accept it; `content` holds a write's file, a
 * patch's unified diff, or nothing; `to` is a rename's new path.
 */
export const OPERATIONS_SCHEMA = {
  type: 'object',
  properties: {
    reply: { type: 'string', description: 'What you did or your answer, for the chat (Markdown allowed)' },
    operations: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          op: { type: 'string', enum: ['write', 'patch', 'rename', 'delete'] },
          path: { type: 'string', description: 'Project-relative path with / separators' },
          content: { type: 'string', description: 'write: the whole file; patch: a unified diff of this one file; else ""' },
          to: { type: 'string', description: 'rename: the new path; else ""' },
        },
        required: ['op', 'path', 'content', 'to'],
        additionalProperties: false,
      },
    },
  },
  required: ['reply', 'operations'],
  additionalProperties: false,
} as const;

interface PendingItem {
  op?: string;
  path?: string;
  content?: string;
  to?: string;
  /** A write whose content is being streamed as chunks already. */
  streaming: boolean;
}

const OPS = new Set(['write', 'patch', 'rename', 'delete']);

/**
 * Reads a model's streamed structured answer into studio events as it arrives: the reply streams to
 * the chat; a write's content streams into its file as soon as its op and path are known (models keep
 * the schema's key order), else when its object closes; each operation is complete when its object is.
 */
export class OperationsParser {
  private readonly reader = new JsonStreamReader();
  private readonly items = new Map<number, PendingItem>();
  private skipped = 0;

  push(text: string): CodeEvent[] {
    return this.reader.push(text).flatMap((event) => this.translate(event));
  }

  /** Throws when the answer ended before its JSON did. */
  end(): CodeEvent[] {
    this.reader.end();
    return this.skipped ? [{ type: 'reply', text: `\n\n(${this.skipped} operation(s) the studio does not understand were skipped.)` }] : [];
  }

  private translate(event: JsonStreamEvent): CodeEvent[] {
    const [root, index, field] = event.path;
    if (root === 'reply' && event.path.length === 1 && event.kind === 'string-chunk') return [{ type: 'reply', text: event.text }];
    if (root !== 'operations' || typeof index !== 'number') return [];
    if (event.path.length === 2 && event.kind === 'container-start') {
      this.items.set(index, { streaming: false });
      return [];
    }
    const item = this.items.get(index);
    if (!item) return [];
    if (event.path.length === 2 && event.kind === 'container-end') {
      this.items.delete(index);
      return this.finish(item);
    }
    if (event.path.length !== 3 || typeof field !== 'string') return [];
    if (event.kind === 'string-chunk' && field === 'content') return this.contentChunk(item, event.text);
    if (event.kind === 'string-end' && (field === 'op' || field === 'path' || field === 'content' || field === 'to')) {
      item[field] = event.value;
    }
    return [];
  }

  private contentChunk(item: PendingItem, text: string): CodeEvent[] {
    if (item.op !== 'write' || !item.path) return [];
    const events: CodeEvent[] = [];
    if (!item.streaming) {
      item.streaming = true;
      events.push({ type: 'write-start', path: item.path });
    }
    events.push({ type: 'write-chunk', path: item.path, text });
    return events;
  }

  private finish(item: PendingItem): CodeEvent[] {
    const operation = toOperation(item);
    if (!operation) {
      this.skipped += 1;
      return [];
    }
    return [{ type: 'operation', operation }];
  }
}

function toOperation(item: PendingItem): CodeOperation | null {
  const { op, path, content = '', to = '' } = item;
  if (!op || !OPS.has(op) || !path) return null;
  switch (op) {
    case 'write':
      return { op, path, content };
    case 'patch':
      return content ? { op, path, diff: content } : null;
    case 'rename':
      return to ? { op, from: path, to } : null;
    default:
      return { op: 'delete', path };
  }
}
