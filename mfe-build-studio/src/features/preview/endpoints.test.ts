import { findEndpoints } from './endpoints';

const file = (path: string, content: string) => ({ path, content, type: 'file' as const });

describe('findEndpoints', () => {
  it("reads the README's endpoint table, with sample ids for parameters", () => {
    const readme = '| Method | Path | What |\n|---|---|---|\n| GET | /api/books | List |\n| GET | /api/books/:id | One |\n| POST | /api/books | Create |\n';
    expect(findEndpoints([file('README.md', readme)])).toEqual([
      { method: 'GET', path: '/api/books' },
      { method: 'GET', path: '/api/books/1' },
      { method: 'POST', path: '/api/books' },
    ]);
  });

  it('falls back to Express and FastAPI route declarations', () => {
    const express = file('server.js', "app.get('/', handler);\napp.post('/items', create);");
    const fastapi = file('main.py', '@app.get("/")\ndef index(): ...\n@app.delete("/items/{item_id}")\n');
    expect(findEndpoints([express, fastapi])).toEqual([
      { method: 'GET', path: '/' },
      { method: 'POST', path: '/items' },
      { method: 'DELETE', path: '/items/1' },
    ]);
  });
});
