import type { ProjectFile, ProjectType } from '../../code/code-engine';
import { listPhrase } from './prompt-words';

const RUN_HINTS: Readonly<Record<ProjectType, string>> = {
  static: 'It runs right here in the preview; to host it, upload the files to any static host (or open index.html).',
  nodejs: 'The preview runs it in a sandbox: use the request panel to call it. On your machine: `npm install` then `npm start` (or `./run.sh`), and `npm test` for the tests.',
  python: 'The preview runs it in a sandbox: use the request panel to call it. On your machine: `pip install -r requirements.txt` then `uvicorn main:app --reload` (or `./run.sh`); docs at /docs.',
};

const CAN_DO: Readonly<Record<ProjectType, string>> = {
  static:
    'I can build a site from a description (its subject, sections and colours), then change it step by step: "make the header blue", "add a pricing section", "remove the FAQ", "dark theme", "bigger text", "change the headline to \\"…\\"", "rename the site to \\"…\\"".',
  nodejs:
    'I can build an Express API from the things it should manage ("a library with books and authors"), then "add a reviews resource", "add a due date field to tasks" or "remove authors".',
  python:
    'I can build a FastAPI API from the things it should manage ("a clinic with patients and appointments"), then "add a reviews resource", "add a due date field to tasks" or "remove appointments".',
};

/**
 * Honest answers of the offline engine: what the project holds and how to run it, what it can change,
 * and plainly that open-ended questions need a configured model.
 */
export function conversationalAnswer(prompt: string, type: ProjectType, files: readonly ProjectFile[]): string {
  const lower = prompt.trim().toLowerCase();
  if (/^(hi|hello|hey)\b/.test(lower)) return `Hello! ${CAN_DO[type]} What shall we build?`;
  if (/^(thanks|thank you)\b/.test(lower)) return 'You are welcome! Tell me the next change whenever you are ready.';
  const parts: string[] = [];
  if (/\b(run|start|deploy|host|install|launch|use it)\b/.test(lower)) parts.push(RUN_HINTS[type]);
  if (/\b(what|which) files?\b|\bstructure\b|\bwhat (is|does) (this|it)\b|\bexplain\b|\bdescribe\b/.test(lower)) parts.push(describeFiles(files));
  if (/\b(can you|what can|help|how do i|how can i)\b/.test(lower)) parts.push(CAN_DO[type]);
  if (!parts.length) {
    parts.push(
      'I am the offline engine: I write and change projects from templates, so I cannot reason about open-ended questions.',
      CAN_DO[type],
      'For anything else, an operator can connect a model (ENGINE_CODE=openai with any OpenAI-compatible server).',
    );
  }
  return parts.join('\n\n');
}

/** What an error from the preview means, for "Fix this", since the offline engine cannot debug code. */
export function explainError(error: string, type: ProjectType): string {
  const name = /\b([A-Za-z]+Error)\b/.exec(error)?.[1];
  const where = /(?:line|:)\s*(\d+)(?::(\d+))?/.exec(error);
  const at = where ? ` (around line ${where[1]})` : '';
  const undefinedName = /([\w$.]+) is not defined/.exec(error)?.[1];
  const nullRead = /Cannot read propert(?:y|ies) of (null|undefined)(?: \(reading '([^']+)'\))?/.exec(error);
  let meaning: string;
  if (undefinedName) meaning = `\`${undefinedName}\` is used before anything defines it${at}. Check its spelling, or define or import it first.`;
  else if (nullRead) meaning = `Something was ${nullRead[1]} when the code read \`${nullRead[2] ?? 'a property'}\`${at}. In a page this is usually a selector that matches no element: check the id or class, or run the script after the element exists.`;
  else if (name === 'SyntaxError') meaning = `The code has a syntax error${at}: look for a missing bracket, quote or comma there.`;
  else if (/ModuleNotFoundError|Cannot find module/.test(error)) meaning = `A module is missing${at}. The preview sandbox has ${type === 'python' ? 'FastAPI, Uvicorn and Pydantic' : 'Express'} and the standard library only.`;
  else meaning = `The error${name ? ` is a ${name}` : ''}${at}: ${error.split('\n')[0].slice(0, 200)}`;
  return [
    `Here is what the error means: ${meaning}`,
    'I am the offline engine, so I cannot rewrite code to fix an arbitrary error; make the change in the editor, or ask for one of the changes I know.',
  ].join('\n\n');
}

function describeFiles(files: readonly ProjectFile[]): string {
  if (!files.length) return 'The project is empty so far.';
  const shown = files.slice(0, 12).map((file) => `\`${file.path}\``);
  const more = files.length > 12 ? ` and ${files.length - 12} more` : '';
  return `The project has ${files.length} file${files.length === 1 ? '' : 's'}: ${listPhrase(shown)}${more}.`;
}
