import type { ProjectFile } from '../../code/code-engine';
import { type ApiSpec, type FieldSpec, type ResourceSpec, exampleValue, modelName } from './api-spec';
import { apiReadme } from './api-readme';
import { snakeCase, titleCase } from './prompt-words';

/** Marks where main.py includes routers, so a follow-up can add one with a one-line patch. */
export const FASTAPI_MOUNT_MARKER = '# Resources (one router each):';

const PY_TYPES: Readonly<Record<FieldSpec['type'], string>> = {
  string: 'str',
  text: 'str',
  email: 'str',
  integer: 'int',
  number: 'float',
  boolean: 'bool',
  // Aliased: a field called `date` would otherwise shadow the type inside the model.
  date: 'Date',
};

/**
 * A runnable FastAPI app: CRUD per resource with Pydantic validation (v1 and v2 both work), errors as
 * JSON, tests, README and run script. Field names are snake_case, as Python has them.
 */
export function renderFastApi(spec: ApiSpec): ProjectFile[] {
  return [
    { path: 'main.py', content: mainPy(spec) },
    { path: 'models.py', content: modelsPy(spec.resources) },
    { path: 'store.py', content: STORE_PY },
    { path: 'routers/__init__.py', content: '' },
    ...spec.resources.map((resource) => ({ path: fastApiRoutePath(resource), content: fastApiRoute(resource) })),
    { path: 'tests/test_api.py', content: testPy(spec.resources) },
    { path: 'requirements.txt', content: 'fastapi>=0.92\nuvicorn>=0.17\n' },
    { path: 'README.md', content: readme(spec) },
    { path: 'run.sh', content: RUN_SH },
    { path: '.gitignore', content: '__pycache__/\n.venv/\n*.pyc\n' },
  ];
}

export function fastApiRoutePath(resource: ResourceSpec): string {
  return `routers/${snakeCase(resource.plural)}.py`;
}

export function fastApiModelField(field: FieldSpec, optional: boolean): string {
  const name = snakeCase(field.name);
  const type = PY_TYPES[field.type];
  const limits = field.type === 'string' || field.type === 'email' ? ', min_length=1, max_length=200' : field.type === 'text' ? ', max_length=5000' : '';
  if (!optional && field.required) return `    ${name}: ${type} = Field(...${limits})`;
  return `    ${name}: Optional[${type}] = Field(None${limits})`;
}

/** The three models of a resource: input, partial update, and stored item. */
export function fastApiModels(resource: ResourceSpec): string {
  const model = modelName(resource);
  return `class ${model}In(Strict):
${resource.fields.map((field) => fastApiModelField(field, false)).join('\n')}


class ${model}Patch(Strict):
${resource.fields.map((field) => fastApiModelField(field, true)).join('\n')}


class ${model}(${model}In):
    id: int
    created_at: str
    updated_at: str
`;
}

function modelsPy(resources: readonly ResourceSpec[]): string {
  return `"""Request and response models. Pydantic validates every body before a route runs."""
from datetime import date as Date
from typing import Optional

from pydantic import BaseModel, Field


class Strict(BaseModel):
    """Unknown fields are refused, so a typo is an error instead of being ignored."""

    class Config:
        extra = "forbid"


${resources.map(fastApiModels).join('\n\n')}`;
}

const STORE_PY = `"""An in-memory collection with numeric ids; swap it for a database when you need persistence."""
from datetime import datetime, timezone


def dump(model, **kwargs):
    """A model as a dict, on Pydantic 1 and 2 alike."""
    return model.model_dump(**kwargs) if hasattr(model, "model_dump") else model.dict(**kwargs)


def _now():
    return datetime.now(timezone.utc).isoformat()


class Collection:
    def __init__(self, seed=()):
        self.items = {}
        self.next_id = 1
        for fields in seed:
            self.create(fields)

    def list(self, q=None, limit=50, offset=0):
        items = list(self.items.values())
        if q:
            needle = q.lower()
            items = [item for item in items if any(needle in str(value).lower() for value in item.values())]
        return {"items": items[offset : offset + limit], "total": len(items), "limit": limit, "offset": offset}

    def get(self, item_id):
        return self.items.get(item_id)

    def create(self, fields):
        now = _now()
        item = {"id": self.next_id, **fields, "created_at": now, "updated_at": now}
        self.items[item["id"]] = item
        self.next_id += 1
        return item

    def replace(self, item_id, fields):
        current = self.items.get(item_id)
        if current is None:
            return None
        item = {"id": item_id, **fields, "created_at": current["created_at"], "updated_at": _now()}
        self.items[item_id] = item
        return item

    def update(self, item_id, fields):
        current = self.items.get(item_id)
        if current is None:
            return None
        merged = {key: value for key, value in current.items() if key not in ("id", "created_at", "updated_at")}
        merged.update(fields)
        return self.replace(item_id, merged)

    def remove(self, item_id):
        return self.items.pop(item_id, None) is not None
`;

/** One resource's router: list (search, paging), read, create, replace, update, delete. */
export function fastApiRoute(resource: ResourceSpec): string {
  const model = modelName(resource);
  const name = snakeCase(resource.plural);
  const single = snakeCase(resource.singular);
  const seed = [0, 1].map((index) => pySeed(resource, index));
  return `from typing import Optional

from fastapi import APIRouter, HTTPException, Query, Response

from models import ${model}, ${model}In, ${model}Patch
from store import Collection, dump

router = APIRouter(prefix="/api/${resource.plural}", tags=["${resource.plural}"])

${name} = Collection([
${seed.map((item) => `    ${item},`).join('\n')}
])


def _found(item_id: int):
    item = ${name}.get(item_id)
    if item is None:
        raise HTTPException(status_code=404, detail=f"${model} {item_id} was not found")
    return item


@router.get("")
def list_${name}(q: Optional[str] = None, limit: int = Query(50, ge=1, le=100), offset: int = Query(0, ge=0)):
    return ${name}.list(q=q, limit=limit, offset=offset)


@router.get("/{item_id}", response_model=${model})
def get_${single}(item_id: int):
    return _found(item_id)


@router.post("", status_code=201, response_model=${model})
def create_${single}(payload: ${model}In, response: Response):
    item = ${name}.create(dump(payload))
    response.headers["Location"] = f"/api/${resource.plural}/{item['id']}"
    return item


@router.put("/{item_id}", response_model=${model})
def replace_${single}(item_id: int, payload: ${model}In):
    _found(item_id)
    return ${name}.replace(item_id, dump(payload))


@router.patch("/{item_id}", response_model=${model})
def update_${single}(item_id: int, payload: ${model}Patch):
    _found(item_id)
    return ${name}.update(item_id, dump(payload, exclude_unset=True))


@router.delete("/{item_id}", status_code=204)
def delete_${single}(item_id: int):
    _found(item_id)
    ${name}.remove(item_id)
    return Response(status_code=204)
`;
}

function pySeed(resource: ResourceSpec, index: number): string {
  const entries = resource.fields
    .filter((field) => field.required || index === 0)
    .map((field) => {
      const value = exampleValue(resource, field, index);
      const literal = typeof value === 'boolean' ? (value ? 'True' : 'False') : JSON.stringify(value);
      return `"${snakeCase(field.name)}": ${literal}`;
    });
  return `{${entries.join(', ')}}`;
}

function mainPy(spec: ApiSpec): string {
  const modules = spec.resources.map((resource) => snakeCase(resource.plural));
  return `"""${spec.title}: a REST API built with FastAPI. Interactive docs at /docs."""
from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException

from routers import ${[...modules].sort().join(', ')}

app = FastAPI(title="${spec.title.replace(/"/g, '\\"')}", version="1.0.0")

${FASTAPI_MOUNT_MARKER}
${modules.map((module) => `app.include_router(${module}.router)`).join('\n')}


@app.get("/")
def index():
    return {"name": app.title, "resources": [${spec.resources.map((r) => `"/api/${r.plural}"`).join(', ')}], "docs": "/docs"}


@app.get("/health")
def health():
    return {"status": "ok"}


# Every error leaves as JSON: {"error": {"status", "message", "details"?}}.
@app.exception_handler(HTTPException)
async def http_error(request: Request, error: HTTPException):
    return JSONResponse({"error": {"status": error.status_code, "message": str(error.detail)}}, status_code=error.status_code)


@app.exception_handler(RequestValidationError)
async def validation_error(request: Request, error: RequestValidationError):
    details = [{"field": ".".join(str(part) for part in issue["loc"][1:]), "message": issue["msg"]} for issue in error.errors()]
    body = {"status": 422, "message": "The request is invalid", "details": details}
    return JSONResponse({"error": body}, status_code=422)
`;
}

function testPy(resources: readonly ResourceSpec[]): string {
  const first = resources[0];
  const plural = first.plural;
  return `"""Run with \`pytest\` (needs \`pip install pytest httpx\`)."""
from fastapi.testclient import TestClient

from main import app

client = TestClient(app)


def test_lists_seeded_${snakeCase(plural)}():
    response = client.get("/api/${plural}")
    assert response.status_code == 200
    assert len(response.json()["items"]) >= 2


def test_create_read_update_delete():
    created = client.post("/api/${plural}", json=${pySeed(first, 2).replace(/\bTrue\b/g, 'True').replace(/\bFalse\b/g, 'False')})
    assert created.status_code == 201
    item_id = created.json()["id"]
    assert client.get(f"/api/${plural}/{item_id}").status_code == 200
    assert client.patch(f"/api/${plural}/{item_id}", json={}).status_code == 200
    assert client.delete(f"/api/${plural}/{item_id}").status_code == 204
    assert client.get(f"/api/${plural}/{item_id}").status_code == 404


def test_refuses_an_invalid_body():
    response = client.post("/api/${plural}", json={"unknown": 1})
    assert response.status_code == 422
    assert response.json()["error"]["message"] == "The request is invalid"
`;
}

function readme(spec: ApiSpec): string {
  const rows = spec.resources.flatMap((resource) => {
    const base = `/api/${resource.plural}`;
    return [
      `| GET | ${base} | List ${resource.plural} (\`?q=\` search, \`?limit=\` and \`?offset=\` paging) |`,
      `| GET | ${base}/{id} | One ${resource.singular} |`,
      `| POST | ${base} | Create a ${resource.singular} |`,
      `| PUT | ${base}/{id} | Replace a ${resource.singular} |`,
      `| PATCH | ${base}/{id} | Change some fields of a ${resource.singular} |`,
      `| DELETE | ${base}/{id} | Delete a ${resource.singular} |`,
    ];
  });
  const fields = spec.resources
    .map((resource) => `- **${titleCase(resource.singular)}**: ${resource.fields.map((field) => `\`${snakeCase(field.name)}\` (${field.type}${field.required ? ', required' : ''})`).join(', ')}`)
    .join('\n');
  const first = spec.resources[0];
  const example = Object.fromEntries(first.fields.filter((field) => field.required).map((field) => [snakeCase(field.name), exampleValue(first, field, 2)]));
  return apiReadme({
    title: spec.title,
    intro:
      'A REST API built with [FastAPI](https://fastapi.tiangolo.com/). Data is kept in memory (it resets when the server restarts), so it runs anywhere with no database. Interactive documentation is served at `/docs`.',
    runIt: `\`\`\`sh
python3 -m venv .venv && . .venv/bin/activate
pip install -r requirements.txt
uvicorn main:app --reload          # http://localhost:8000
\`\`\`

Or \`./run.sh\`. Tests: \`pip install pytest httpx && pytest\`.`,
    rows,
    fields,
    first,
    port: 8000,
    example,
    errorExample: '{"error": {"status": 422, "message": "The request is invalid", "details": [{"field": "...", "message": "..."}]}}',
  });
}

const RUN_SH = `#!/bin/sh
# Creates a virtual environment once, installs the requirements, then starts the API on port 8000.
set -e
cd "$(dirname "$0")"
[ -d .venv ] || python3 -m venv .venv
. .venv/bin/activate
pip install -q -r requirements.txt
exec uvicorn main:app --host 0.0.0.0 --port "\${PORT:-8000}"
`;
