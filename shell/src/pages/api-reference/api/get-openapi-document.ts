import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@atelier/runtime';
import type { OpenApiDocument } from '../openapi-reference';

/** GET /api/docs-json: the backend's live OpenAPI document (the same one Swagger at /api/docs shows). */
export function getOpenApiDocument(signal?: AbortSignal): Promise<OpenApiDocument> {
  return apiFetch<OpenApiDocument>('/docs-json', { signal });
}

/** Read at run time, so the reference is always the deployed API; once per visit. */
export function useOpenApiDocument() {
  return useQuery({ queryKey: ['openapi-document'], queryFn: ({ signal }) => getOpenApiDocument(signal), staleTime: Infinity });
}
