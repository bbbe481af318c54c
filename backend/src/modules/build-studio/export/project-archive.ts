import type { ProjectFile, ProjectType } from '../../../engines/code/code-engine';
import { writeZip } from '../../../common/zip/zip-writer';

/** README and run script added to an export that lacks them, so an API project runs after unzipping. */
const MISSING_FILES: Readonly<Record<ProjectType, ProjectFile[]>> = {
  static: [{ path: 'README.md', content: '# {name}\n\nA static website made in Atelier Build Studio. Open `index.html` in a browser, or upload the files to any static host.\n' }],
  nodejs: [
    {
      path: 'README.md',
      content: '# {name}\n\nA Node.js API made in Atelier Build Studio.\n\n```sh\nnpm install\nnpm start\n```\n\nOr `./run.sh`.\n',
    },
    { path: 'run.sh', content: '#!/bin/sh\nset -e\ncd "$(dirname "$0")"\n[ -d node_modules ] || npm install\nexec npm start\n' },
  ],
  python: [
    {
      path: 'README.md',
      content: '# {name}\n\nA FastAPI API made in Atelier Build Studio.\n\n```sh\npip install -r requirements.txt\nuvicorn main:app --reload\n```\n\nOr `./run.sh`.\n',
    },
    {
      path: 'run.sh',
      content:
        '#!/bin/sh\nset -e\ncd "$(dirname "$0")"\n[ -d .venv ] || python3 -m venv .venv\n. .venv/bin/activate\npip install -q -r requirements.txt\nexec uvicorn main:app --host 0.0.0.0 --port "${PORT:-8000}"\n',
    },
    { path: 'requirements.txt', content: 'fastapi>=0.92\nuvicorn>=0.17\n' },
  ],
};

/** `My Site!` → `my-site`: the archive's folder and file name. */
export function archiveName(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'project'
  );
}

/** The project as a deterministic zip in one folder, with a README and run script when it has none; `.sh` files executable. */
export function projectArchive(name: string, type: ProjectType, files: readonly ProjectFile[]): { fileName: string; zip: Buffer } {
  const folder = archiveName(name);
  const present = new Set(files.map((file) => file.path));
  const extra = MISSING_FILES[type].filter((file) => !present.has(file.path)).map((file) => ({ ...file, content: file.content.replace('{name}', name) }));
  const zip = writeZip(
    [...files, ...extra].map((file) => ({ path: `${folder}/${file.path}`, data: Buffer.from(file.content, 'utf8'), executable: file.path.endsWith('.sh') })),
  );
  return { fileName: `${folder}.zip`, zip };
}
