// What the apps get for `@tanstack/react-query` in a build (see src/shared-entries.ts): the client, its
// provider and the hooks the apps use. The package's entry re-exports all of @tanstack/query-core too
// (hydration, infinite and parallel queries, suspense hooks, streamed queries), and a Module Federation
// shared module keeps every export it has. Shared under the same key, it is still the page's one query
// client context (ARCHITECTURE.md §1). An app that needs a name missing here adds it to this list (the
// scripts test shared-entries.test.mjs fails when an app imports a name this file lacks).
export { CancelledError, MutationCache, QueryCache, QueryClient, isCancelledError, keepPreviousData, skipToken } from '@tanstack/query-core';
export {
  QueryClientContext,
  QueryClientProvider,
  mutationOptions,
  queryOptions,
  useIsFetching,
  useIsMutating,
  useMutation,
  useQuery,
  useQueryClient,
} from '@atelier/build-config/tanstack-react-query-package';
