import type { ProjectType, StudioFile } from './workspace-types';

export const DEFAULT_PROJECT_NAME = 'New Project';

/** Each project type's greeting (spec 001 §2: each with its own). */
export const GREETINGS: Readonly<Record<ProjectType, string>> = {
  static:
    "Hi! I'll build your website. Describe it — what it's for, the sections you want and the look — and I'll write the HTML, CSS and JavaScript. You can ask for changes afterwards, like \"make the header blue\".",
  nodejs:
    "Hi! Let's build a Node.js API with Express. Tell me what it should manage (for example \"a library with books and authors\") and I'll write the routes, validation, tests, a README and a run script — then run it here so you can send it requests.",
  python:
    "Hi! Let's build a Python API with FastAPI. Tell me what it should manage (for example \"a clinic with patients and appointments\") and I'll write the models, routes, a README and a run script — then run it here so you can send it requests.",
};

export const PROJECT_TYPE_LABELS: Readonly<Record<ProjectType, { title: string; detail: string }>> = {
  static: { title: 'Static Website', detail: 'HTML, CSS, JavaScript' },
  nodejs: { title: 'Node.js API (Express)', detail: 'REST endpoints in JavaScript' },
  python: { title: 'Python API (FastAPI)', detail: 'REST endpoints in Python' },
};

const file = (path: string, content: string): StudioFile => ({ path, content, type: 'file' });

/** What a new project starts with, so the preview and the editor have something to show. */
export function starterFiles(type: ProjectType): StudioFile[] {
  if (type === 'nodejs') {
    return [
      file(
        'server.js',
        "const express = require('express');\n\nconst app = express();\napp.use(express.json());\n\napp.get('/', (req, res) => {\n  res.json({ message: 'Hello from Express' });\n});\n\nconst port = process.env.PORT || 3000;\napp.listen(port, () => console.log(`API listening on port ${port}`));\n",
      ),
      file('package.json', `${JSON.stringify({ name: 'my-api', version: '1.0.0', private: true, main: 'server.js', scripts: { start: 'node server.js' }, dependencies: { express: '^5.1.0' } }, null, 2)}\n`),
    ];
  }
  if (type === 'python') {
    return [
      file('main.py', 'from fastapi import FastAPI\n\napp = FastAPI()\n\n\n@app.get("/")\ndef index():\n    return {"message": "Hello from FastAPI"}\n'),
      file('requirements.txt', 'fastapi>=0.92\nuvicorn>=0.17\n'),
    ];
  }
  return [
    file(
      'index.html',
      '<!DOCTYPE html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8">\n    <meta name="viewport" content="width=device-width, initial-scale=1.0">\n    <title>New Project</title>\n  </head>\n  <body>\n    <main>\n      <h1>Your site starts here</h1>\n      <p>Describe the website you want in the chat and watch it being built.</p>\n    </main>\n  </body>\n</html>\n',
    ),
    file('styles.css', 'body {\n  margin: 0;\n  font-family: system-ui, sans-serif;\n  display: grid;\n  place-items: center;\n  min-height: 100vh;\n  background: #f8fafc;\n  color: #0f172a;\n}\n\nmain {\n  max-width: 32rem;\n  padding: 2rem;\n  text-align: center;\n}\n'),
  ];
}

/**
 * Whether the files hold nothing of the user's: none (or only empty ones), or exactly a type's starter files. The
 * backend's engines draw the same line (backend/src/engines/code/starter-projects.ts): only such a project is
 * built from scratch, and no version of it is kept before a turn.
 */
export function isFreshProject(files: ReadonlyArray<{ path: string; content: string }>): boolean {
  if (files.every((item) => !item.content.trim())) return true;
  return (['static', 'nodejs', 'python'] as const).some((type) => {
    const starter = starterFiles(type);
    return starter.length === files.length && starter.every((item) => files.some((other) => other.path === item.path && other.content === item.content));
  });
}
