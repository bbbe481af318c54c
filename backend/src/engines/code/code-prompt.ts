import type { CodeRequest, HistoryEntry, ProjectFile, ProjectType } from './code-engine';
import { isFreshProject } from './starter-projects';

/** One message of an OpenAI-compatible chat request; user content may mix text and images. */
export type PromptMessage =
  | { role: 'system' | 'assistant'; content: string }
  | { role: 'user'; content: string | Array<{ type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } }> };

const PROJECT_RULES: Readonly<Record<ProjectType, string>> = {
  static:
    'A static website: index.html (or the first .html file) is the page; every .css file is injected before </head> and every .js file before </body> in the preview, so do not add <link>/<script> tags for project files unless the page needs a specific order. No build step, no npm packages; plain HTML, CSS and JavaScript.',
  nodejs:
    'A Node.js API with Express 5 (CommonJS). `npm start` runs `node server.js`; the server listens on process.env.PORT (the preview gives it one). Only `express` and Node built-ins are installed in the preview. Keep a README.md (endpoints, how to run) and a run.sh.',
  python:
    'A Python API with FastAPI. The app object is `app` in main.py, started with `uvicorn main:app`. Only fastapi, uvicorn, pydantic (v1 or v2: avoid version-specific APIs) and the standard library are installed in the preview. Keep requirements.txt, a README.md (endpoints, how to run) and a run.sh.',
};

/** The rules every answer follows; the JSON shape itself is enforced by the response schema. */
export function systemPrompt(type: ProjectType): string {
  return [
    'You are the code engine of Atelier Build Studio. You change the user\'s project and explain what you did.',
    `Project type: ${PROJECT_RULES[type]}`,
    'Answer with JSON: `reply` is a short message for the user (Markdown allowed); `operations` are the file changes, applied in order.',
    'Change only what the request needs and never drop code the request did not mention.',
    'For an existing file prefer `patch`: `content` is a unified diff of that one file (--- a/path, +++ b/path, @@ hunks with 3 lines of exact context). Use `write` (whole file in `content`) for new files or when most of a file changes.',
    '`rename`: `path` is the old path and `to` the new one. `delete`: only `path`. Unused fields are empty strings.',
    'Paths are relative to the project, with / separators; never absolute, never "..".',
    'When the user asks a question or wants to talk the plan through, answer in `reply` with no operations.',
  ].join('\n');
}

/** `### path` then the content in a fence, per file: the spec's `currentCode` shape. */
export function formatFiles(files: readonly ProjectFile[]): string {
  if (!files.length) return '(the project has no files yet)';
  return files.map((file) => `### ${file.path}\n\`\`\`\n${file.content}\n\`\`\``).join('\n\n');
}

/** System rules, the conversation so far, then the project and the new request (with its image). */
export function buildMessages(request: CodeRequest): PromptMessage[] {
  const messages: PromptMessage[] = [{ role: 'system', content: systemPrompt(request.projectType) }];
  for (const entry of request.history) messages.push(historyMessage(entry));
  const text = `Current project files:\n\n${formatFiles(request.files)}\n\n${ownership(request.files)}\n\nRequest: ${request.prompt}`;
  messages.push(
    request.attachment
      ? {
          role: 'user',
          content: [
            { type: 'text', text },
            { type: 'image_url', image_url: { url: `data:${request.attachment.mimeType};base64,${request.attachment.data}` } },
          ],
        }
      : { role: 'user', content: text },
  );
  return messages;
}

/** The whole new content of one file, after a patch for it did not apply. */
export function rewriteMessages(request: CodeRequest, path: string, failedDiff: string): PromptMessage[] {
  const current = request.files.find((file) => file.path === path)?.content ?? '';
  return [
    { role: 'system', content: `${systemPrompt(request.projectType)}\nNow answer with JSON: \`content\` is the complete new text of one file.` },
    {
      role: 'user',
      content: [
        `The request was: ${request.prompt}`,
        `This patch for ${path} did not apply to the file:\n\`\`\`diff\n${failedDiff}\n\`\`\``,
        `The file as it is now:\n\`\`\`\n${current}\n\`\`\``,
        `Write the whole of ${path} with the requested change made and everything else kept as it is.`,
      ].join('\n\n'),
    },
  ];
}

/** Whose files these are: the studio's starter may be replaced, the user's own code is kept (first turn or not). */
function ownership(files: readonly ProjectFile[]): string {
  if (isFreshProject(files)) return 'These are only the starter files of a new project: you may replace them with what the request asks for.';
  return 'These files are the user\'s own work: keep every file and every line the request does not ask to change (patch what exists; never replace the project with a new one).';
}

function historyMessage(entry: HistoryEntry): PromptMessage {
  const text = entry.parts.map((part) => ('text' in part ? part.text : '')).filter(Boolean).join('\n');
  if (entry.role === 'model') return { role: 'assistant', content: text };
  const images = entry.parts.flatMap((part) => ('inlineData' in part ? [part.inlineData] : []));
  if (!images.length) return { role: 'user', content: text };
  return {
    role: 'user',
    content: [
      { type: 'text', text },
      ...images.map((image) => ({ type: 'image_url' as const, image_url: { url: `data:${image.mimeType};base64,${image.data}` } })),
    ],
  };
}
