import type { ProjectFile, ProjectType } from '../../code/code-engine';
import { extensionOf } from '../../code/project-paths';

const ASKING = /^(what|why|how|when|where|who|which|whats|what's|explain|describe|tell me|hi|hello|hey|thanks|thank you)\b/;
const POLITE_REQUEST = /^(can|could|would|will) you (please )?(add|make|change|set|turn|use|remove|delete|rename|build|create|generate|write|put|replace|switch|include|fix|update)\b/;
const IMPERATIVE = /\b(add|make|change|set|turn|use|remove|delete|drop|rename|build|create|generate|write|put|replace|switch|give|include|insert|move|fix|update|increase|decrease|paint|colou?r)\b/;
const BUILD_REQUEST =
  /\b(build|create|make|generate|design|write|set up|scaffold|start|code)\b(\s+me)?\s+(a|an|my|the|new|simple|small)?\b[^.?!]{0,60}\b(site|website|web site|page|landing|homepage|portfolio|app|application|api|backend|server|service|blog|shop|store|crud)\b/;

/**
 * A question or small talk, answered in words rather than code ("talk before coding"): it opens with a
 * question word or a greeting, or ends with "?" without asking for a change. "Can you add a footer?"
 * and "Fix this: …" are requests.
 */
export function isConversational(prompt: string): boolean {
  const lower = prompt.trim().toLowerCase();
  if (/^fix this\b/.test(lower) || POLITE_REQUEST.test(lower)) return false;
  if (ASKING.test(lower)) return true;
  return lower.endsWith('?') && !IMPERATIVE.test(lower);
}

export function isBuildRequest(prompt: string): boolean {
  return BUILD_REQUEST.test(prompt.toLowerCase());
}

/** An error pasted from the Terminal ("Fix this: …"). */
export function errorReport(prompt: string): string | null {
  const match = /^fix this\b[:\s-]*([\s\S]+)/i.exec(prompt.trim());
  return match ? match[1].trim() : null;
}

/** The project has files of its kind (a page for a site, code for an API), so edits have something to work on. */
export function hasProjectShape(type: ProjectType, files: readonly ProjectFile[]): boolean {
  const wanted = type === 'static' ? ['html'] : type === 'nodejs' ? ['js', 'mjs', 'cjs', 'ts'] : ['py'];
  return files.some((file) => wanted.includes(extensionOf(file.path)));
}
