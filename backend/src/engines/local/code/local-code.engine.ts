import { checkImage, decodeImage } from '../../../assets/images/image-intake';
import type { CodeEngine, CodeEvent, CodeGenerateOptions, CodeRequest, ProjectFile } from '../../code/code-engine';
import { operationsBetween } from '../../code/diff-operations';
import { isFreshProject, isStarterFile } from '../../code/starter-projects';
import { EngineError } from '../../engine-error';
import { throwIfAborted, yieldToEventLoop } from '../../shared/abort';
import { LOCAL_ENGINES } from '../local-engine-descriptors';
import { readApiSpec } from './api-spec';
import { editApi } from './api-edits';
import { addRequestedPackages } from './api-packages';
import { colourIn, readableOn } from './colours';
import { conversationalAnswer, explainError } from './conversation';
import { renderExpressApi } from './express-api';
import { renderFastApi } from './fastapi-api';
import { existingRoute } from './existing-routes';
import { errorReport, hasProjectShape, isBuildRequest, isConversational } from './intent';
import { listPhrase } from './prompt-words';
import { SECTION_LABELS } from './site-sections';
import { paletteFor, readSiteSpec } from './site-spec';
import { type EditOutcome, editStaticSite } from './static-edits';
import { renderStaticSite } from './static-site';

/** What the engine decided: the reply, and the whole project after the turn (absent: files unchanged). */
interface Plan {
  reply: string;
  files?: ProjectFile[];
}

/** Lines per streamed piece of a written file: enough to watch a file fill in without flooding the client. */
const LINES_PER_CHUNK = 24;

/**
 * The offline code engine: real, runnable projects from templates shaped by the prompt (a static site's
 * subject, sections and colours; an API's resources and fields from the nouns), targeted follow-ups that
 * change only the lines they must, and honest answers to questions. Deterministic: the same request
 * gives the same files.
 */
export class LocalCodeEngine implements CodeEngine {
  readonly engine = LOCAL_ENGINES.code;

  async *generate(request: CodeRequest, options: CodeGenerateOptions = {}): AsyncIterable<CodeEvent> {
    throwIfAborted(options.signal);
    const plan = await this.plan(request);
    for (const piece of plan.reply.match(/\s*\S+\s*/g) ?? []) {
      await yieldToEventLoop();
      throwIfAborted(options.signal);
      yield { type: 'reply', text: piece };
    }
    if (!plan.files) return;
    for (const operation of operationsBetween(request.files, plan.files)) {
      throwIfAborted(options.signal);
      if (operation.op === 'write') {
        yield { type: 'write-start', path: operation.path };
        for (const chunk of chunksOf(operation.content)) {
          await yieldToEventLoop();
          throwIfAborted(options.signal);
          yield { type: 'write-chunk', path: operation.path, text: chunk };
        }
      }
      yield { type: 'operation', operation };
    }
  }

  rewriteFile(): Promise<string> {
    // Its patches come from diffing files it wrote itself, so they always apply.
    return Promise.reject(new EngineError('provider', 'The offline engine cannot rewrite a file it did not change.'));
  }

  private async plan(request: CodeRequest): Promise<Plan> {
    const { prompt, projectType: type, files } = request;
    const error = errorReport(prompt);
    if (error) return { reply: explainError(error, type) };
    if (isConversational(prompt)) return { reply: conversationalAnswer(prompt, type, files) };
    // Only a project with nothing of the user's in it is built from scratch; anything else is patched, first turn or not.
    if (isFreshProject(files)) return this.build(request);
    const edit = !hasProjectShape(type, files) ? null : type === 'static' ? editStaticSite(prompt, files) : withPackages(prompt, type, files, editApi(prompt, type, files));
    if (edit) {
      const summary = edit.changes.length === 1 ? edit.changes[0] : edit.changes.map((change) => `- ${change}`).join('\n');
      return { reply: `${summary}\n\nEverything else is unchanged.`, files: edit.files };
    }
    const route = existingRoute(prompt, files);
    if (route) {
      return { reply: `${route.method} ${route.route} already exists: ${route.path} answers it (line ${route.line}), so I changed nothing.` };
    }
    if (isBuildRequest(prompt)) {
      return {
        reply:
          'Your project already has its own files, so I did not replace them: I change what is there, like "make the header blue" or "add a gallery". ' +
          'To build something new from scratch, start a New project.',
      };
    }
    return {
      reply: `I could not tell what to change from that. ${conversationalAnswer('what can you do', type, files)}`,
    };
  }

  private async build(request: CodeRequest): Promise<Plan> {
    const { prompt, projectType } = request;
    if (projectType === 'nodejs' || projectType === 'python') {
      const spec = readApiSpec(prompt);
      const built = keepingOthers(request.files, projectType === 'nodejs' ? renderExpressApi(spec) : renderFastApi(spec));
      const packages = addRequestedPackages(prompt, projectType, built);
      const endpoints = spec.resources.map((resource) => `/api/${resource.plural}`);
      const framework = projectType === 'nodejs' ? 'an Express' : 'a FastAPI';
      return {
        files: packages?.files ?? built,
        reply:
          `Here is ${spec.title}, ${framework} API with ${listPhrase(endpoints)}: list (with search and paging), read, create, replace, update and delete, ` +
          `input validation and JSON errors, plus tests, a README and a run script. It is running in the preview: try GET ${endpoints[0]}. ` +
          (packages ? `${packages.changes.join(' ')} ` : '') +
          'Ask for more, like "add a reviews resource" or "add a due date field to ' + spec.resources[0].plural + '".',
      };
    }
    const spec = readSiteSpec(prompt);
    let colourNote = '';
    if (request.attachment && !colourIn(prompt)) {
      const accent = await dominantColour(request.attachment.data);
      if (accent) {
        spec.palette = { ...paletteFor(accent, spec.palette.bg !== '#fafaf9'), accentText: readableOn(accent) };
        colourNote = ` I took the accent colour ${accent} from your image (the offline engine reads an image's colours, not its layout).`;
      }
    }
    const files = keepingOthers(request.files, renderStaticSite(spec));
    const sections = spec.sections.map((id) => SECTION_LABELS[id].toLowerCase());
    return {
      files,
      reply:
        `Here is ${spec.name}, a ${spec.subject} site with ${listPhrase(sections)} sections` +
        `${spec.singleFile ? ', all in one index.html' : ': index.html, styles.css and script.js'}.${colourNote} ` +
        'Ask for changes like "make the header blue", "add a gallery" or "dark theme" and I will change only what is needed.',
    };
  }
}

/** An API edit, with any package the prompt asks for added on top (or alone, when that is all it asks). */
function withPackages(prompt: string, type: 'nodejs' | 'python', files: readonly ProjectFile[], edit: EditOutcome | null): EditOutcome | null {
  const packages = addRequestedPackages(prompt, type, edit?.files ?? files);
  if (!packages) return edit;
  return { files: packages.files, changes: [...(edit?.changes ?? []), ...packages.changes] };
}

/**
 * A build over a fresh project replaces the starter's files and writes its own; any other file (an empty one the
 * user made) stays. A one-file site so replaces only index.html (spec 001 §4, the single mode).
 */
function keepingOthers(current: readonly ProjectFile[], built: ProjectFile[]): ProjectFile[] {
  const written = new Set(built.map((file) => file.path));
  return [...current.filter((file) => !written.has(file.path) && !isStarterFile(file)), ...built];
}

function chunksOf(content: string): string[] {
  const lines = content.split(/(?<=\n)/);
  const chunks: string[] = [];
  for (let at = 0; at < lines.length; at += LINES_PER_CHUNK) chunks.push(lines.slice(at, at + LINES_PER_CHUNK).join(''));
  return chunks.length ? chunks : [''];
}

/** The image's dominant colour as hex, or null when it cannot be read (through the intake: checked, capped, bounded). */
async function dominantColour(base64: string): Promise<string | null> {
  try {
    const { dominant } = await decodeImage(checkImage(Buffer.from(base64, 'base64')), (open) => open().stats());
    return `#${[dominant.r, dominant.g, dominant.b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
  } catch {
    return null;
  }
}
