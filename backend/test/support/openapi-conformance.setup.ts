import { answersOffDocument } from './openapi-conformance';

// After every integration test file: each successful answer its in-process servers gave matched the OpenAPI
// document (documented operation, status and content type; the body valid against the declared schema).
afterAll(() => {
  expect([...answersOffDocument].sort()).toEqual([]);
});
