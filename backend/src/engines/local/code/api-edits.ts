import type { ProjectFile, ProjectType } from '../../code/code-engine';
import { type ResourceSpec, fieldFromName, resourcesIn } from './api-spec';
import { EXPRESS_MOUNT_MARKER, expressMountLine, expressRoute, expressRoutePath, expressSchemaLine } from './express-api';
import { FASTAPI_MOUNT_MARKER, fastApiModelField, fastApiModels, fastApiRoute, fastApiRoutePath } from './fastapi-api';
import { modelName } from './api-spec';
import { pluralize, singularize, snakeCase } from './prompt-words';
import type { EditOutcome } from './static-edits';

/**
 * Follow-ups to an API the offline engine wrote: add a resource, add a field to one, remove one.
 * Each changes the few lines involved (a mount line, a schema line), so the studio sends patches.
 * Null when the prompt asks for nothing this understands, or the project is not shaped as expected.
 */
export function editApi(prompt: string, type: Extract<ProjectType, 'nodejs' | 'python'>, files: readonly ProjectFile[]): EditOutcome | null {
  const project = new Map(files.map((file) => [file.path, file.content]));
  const lower = prompt.toLowerCase();
  const existing = existingResources(type, project);
  const changes = [...addField(lower, type, project, existing), ...removeResources(lower, type, project, existing)];
  if (!changes.length) changes.push(...addResources(prompt, type, project, existing));
  return changes.length ? { files: [...project].map(([path, content]) => ({ path, content })), changes } : null;
}

function existingResources(type: ProjectType, project: Map<string, string>): string[] {
  const pattern = type === 'nodejs' ? /^src\/routes\/([a-z_]+)\.js$/ : /^routers\/([a-z_]+)\.py$/;
  return [...project.keys()].map((path) => pattern.exec(path)?.[1]).filter((name): name is string => Boolean(name) && name !== '__init__');
}

function addResources(prompt: string, type: ProjectType, project: Map<string, string>, existing: readonly string[]): string[] {
  const lower = prompt.toLowerCase();
  const verb = /\b(add|create|include|support|i need|i want|also)\b/.exec(lower);
  if (!verb) return [];
  const wanted = resourcesIn(prompt.slice(verb.index)).filter((resource) => !existing.includes(resource.plural) && !existing.includes(snakeCase(resource.plural)));
  if (!wanted.length || (wanted.length === 1 && wanted[0].singular === 'item' && !/\bitems?\b/.test(lower))) return [];
  const mainPath = type === 'nodejs' ? 'app.js' : 'main.py';
  const main = project.get(mainPath);
  const marker = type === 'nodejs' ? EXPRESS_MOUNT_MARKER : FASTAPI_MOUNT_MARKER;
  if (!main?.includes(marker)) return [];
  let updated = main;
  for (const resource of wanted) {
    if (type === 'nodejs') {
      project.set(expressRoutePath(resource), expressRoute(resource));
      updated = insertAfterBlock(updated, marker, expressMountLine(resource));
    } else {
      project.set(fastApiRoutePath(resource), fastApiRoute(resource));
      const module = snakeCase(resource.plural);
      updated = insertAfterBlock(updated, marker, `app.include_router(${module}.router)`);
      updated = updated.replace(/^from routers import (.+)$/m, (_m, names: string) => {
        const all = [...new Set([...names.split(',').map((n) => n.trim()), module])].sort();
        return `from routers import ${all.join(', ')}`;
      });
      const models = project.get('models.py');
      if (models) project.set('models.py', `${models.replace(/\s*$/, '\n')}\n\n${fastApiModels(resource)}`);
    }
  }
  project.set(mainPath, updated);
  updateReadme(project, wanted, type);
  return wanted.map((resource) => `Added /api/${resource.plural} with list, read, create, replace, update and delete (${type === 'nodejs' ? expressRoutePath(resource) : fastApiRoutePath(resource)}).`);
}

function addField(lower: string, type: ProjectType, project: Map<string, string>, existing: readonly string[]): string[] {
  const match = /\badd (?:an? |the )?([a-z][a-z ]{1,30}?) (?:field |property |attribute |column )?(?:to|on|for) (?:the |each |every |all |my )?([a-z_]+)/.exec(lower);
  if (!match) return [];
  const plural = pluralize(singularize(match[2]));
  const resource = existing.find((name) => name === plural || name === snakeCase(plural));
  if (!resource) return [];
  const field = fieldFromName(match[1].replace(/\b(a|an|new)\b/g, '').trim(), false);
  if (type === 'nodejs') {
    const path = `src/routes/${resource}.js`;
    const source = project.get(path) ?? '';
    if (!/const schema = \{\n[\s\S]*?\n\};/.test(source) || new RegExp(`\\n  ${field.name}:`).test(source)) return [];
    project.set(path, source.replace(/(const schema = \{\n[\s\S]*?)(\n\};)/, (_m, head: string, tail: string) => `${head}\n${expressSchemaLine(field)}${tail}`));
    return [`Added the optional field ${field.name} (${field.type}) to ${resource} (${path}).`];
  }
  const models = project.get('models.py') ?? '';
  const model = modelName({ singular: singularize(resource), plural: resource, fields: [] });
  const column = snakeCase(field.name);
  if (new RegExp(`class ${model}In\\(Strict\\):[\\s\\S]*?\\n    ${column}:`).test(models)) return [];
  let updated = models;
  for (const [suffix, optional] of [['In', false], ['Patch', true]] as const) {
    const block = new RegExp(`(class ${model}${suffix}\\(Strict\\):\\n(?:    .*\\n)+)`);
    if (!block.test(updated)) return [];
    updated = updated.replace(block, (body: string) => `${body}${fastApiModelField(field, optional)}\n`);
  }
  project.set('models.py', updated);
  return [`Added the optional field ${column} (${field.type}) to ${resource} (models.py).`];
}

function removeResources(lower: string, type: ProjectType, project: Map<string, string>, existing: readonly string[]): string[] {
  const verb = /\b(remove|delete|drop|get rid of)\b/.exec(lower);
  if (!verb) return [];
  const after = lower.slice(verb.index);
  const doomed = existing.filter((name) => new RegExp(`\\b(${name}|${singularize(name)})\\b`).test(after));
  if (!doomed.length || doomed.length === existing.length) return [];
  const mainPath = type === 'nodejs' ? 'app.js' : 'main.py';
  let main = project.get(mainPath) ?? '';
  for (const name of doomed) {
    if (type === 'nodejs') {
      project.delete(`src/routes/${name}.js`);
      main = main.replace(new RegExp(`\\napp\\.use\\('/api/${name}'[^\\n]*`), '');
    } else {
      project.delete(`routers/${name}.py`);
      main = main.replace(new RegExp(`\\napp\\.include_router\\(${name}\\.router\\)`), '');
      main = main.replace(/^from routers import (.+)$/m, (_m, names: string) => `from routers import ${names.split(',').map((n) => n.trim()).filter((n) => n !== name).join(', ')}`);
    }
  }
  project.set(mainPath, main);
  const readme = project.get('README.md');
  if (readme) project.set('README.md', readme.split('\n').filter((line) => !doomed.some((name) => line.includes(`/api/${name}`))).join('\n'));
  return doomed.map((name) => `Removed /api/${name} (${type === 'nodejs' ? `src/routes/${name}.js` : `routers/${name}.py`}).`);
}

function insertAfterBlock(text: string, marker: string, line: string): string {
  const start = text.indexOf(marker);
  const end = text.indexOf('\n\n', start);
  const at = end === -1 ? text.length : end;
  return `${text.slice(0, at)}\n${line}${text.slice(at)}`;
}

function updateReadme(project: Map<string, string>, added: readonly ResourceSpec[], type: ProjectType): void {
  const readme = project.get('README.md');
  if (!readme) return;
  const id = type === 'nodejs' ? ':id' : '{id}';
  const rows = added.flatMap((resource) => {
    const base = `/api/${resource.plural}`;
    return [
      `| GET | ${base} | List ${resource.plural} |`,
      `| GET | ${base}/${id} | One ${resource.singular} |`,
      `| POST | ${base} | Create a ${resource.singular} |`,
      `| PUT | ${base}/${id} | Replace a ${resource.singular} |`,
      `| PATCH | ${base}/${id} | Change some fields of a ${resource.singular} |`,
      `| DELETE | ${base}/${id} | Delete a ${resource.singular} |`,
    ];
  });
  const lines = readme.split('\n');
  const lastRow = lines.reduce((last, line, index) => (/^\| (GET|POST|PUT|PATCH|DELETE) \| \/api\//.test(line) ? index : last), -1);
  if (lastRow === -1) return;
  lines.splice(lastRow + 1, 0, ...rows);
  project.set('README.md', lines.join('\n'));
}
