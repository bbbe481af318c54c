import type { ProjectFile, ProjectType } from './code-engine';

/**
 * The files the studio gives a new project of each type (mfe-build-studio `starterFiles`), so an engine can
 * tell a project nobody has written in yet from the user's own code: only the first may be rebuilt from
 * scratch. The two must stay equal; the Playwright journeys that build from a new project fail when they drift.
 */
export const STARTER_FILES: Readonly<Record<ProjectType, readonly ProjectFile[]>> = {
  static: [
    {
      path: 'index.html',
      content:
        '<!DOCTYPE html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8">\n    <meta name="viewport" content="width=device-width, initial-scale=1.0">\n    <title>New Project</title>\n  </head>\n  <body>\n    <main>\n      <h1>Your site starts here</h1>\n      <p>Describe the website you want in the chat and watch it being built.</p>\n    </main>\n  </body>\n</html>\n',
    },
    {
      path: 'styles.css',
      content:
        'body {\n  margin: 0;\n  font-family: system-ui, sans-serif;\n  display: grid;\n  place-items: center;\n  min-height: 100vh;\n  background: #f8fafc;\n  color: #0f172a;\n}\n\nmain {\n  max-width: 32rem;\n  padding: 2rem;\n  text-align: center;\n}\n',
    },
  ],
  nodejs: [
    {
      path: 'server.js',
      content:
        "const express = require('express');\n\nconst app = express();\napp.use(express.json());\n\napp.get('/', (req, res) => {\n  res.json({ message: 'Hello from Express' });\n});\n\nconst port = process.env.PORT || 3000;\napp.listen(port, () => console.log(`API listening on port ${port}`));\n",
    },
    {
      path: 'package.json',
      content: `${JSON.stringify({ name: 'my-api', version: '1.0.0', private: true, main: 'server.js', scripts: { start: 'node server.js' }, dependencies: { express: '^5.1.0' } }, null, 2)}\n`,
    },
  ],
  python: [
    { path: 'main.py', content: 'from fastapi import FastAPI\n\napp = FastAPI()\n\n\n@app.get("/")\ndef index():\n    return {"message": "Hello from FastAPI"}\n' },
    { path: 'requirements.txt', content: 'fastapi>=0.92\nuvicorn>=0.17\n' },
  ],
};

/** A file exactly as some type's starter has it. */
export function isStarterFile(file: ProjectFile): boolean {
  return Object.values(STARTER_FILES).some((starter) => starter.some((other) => other.path === file.path && other.content === file.content));
}

/**
 * Whether the project holds nothing of the user's: no files (or only empty ones), or exactly the starter files of
 * a type (any type: the studio resets the files when the type changes, a client may not).
 */
export function isFreshProject(files: readonly ProjectFile[]): boolean {
  if (files.every((file) => !file.content.trim())) return true;
  return Object.values(STARTER_FILES).some(
    (starter) => starter.length === files.length && starter.every((file) => files.some((other) => other.path === file.path && other.content === file.content)),
  );
}
