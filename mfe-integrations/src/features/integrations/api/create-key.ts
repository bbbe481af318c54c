import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@atelier/runtime';
import type { CreateKeyDto, CreatedApiKeyDto } from '@atelier/api-types';
import { keysQueryKey } from './get-keys';

/** POST /integrations/key (bearer): a new key; the answer holds the full key once. */
export function createKey(label: string): Promise<CreatedApiKeyDto> {
  const body: CreateKeyDto = { label };
  return apiFetch<CreatedApiKeyDto>('/integrations/key', { body });
}

/** Creates a key; settles once the key list has been asked again. */
export function useCreateKey(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createKey,
    onSuccess: () => client.invalidateQueries({ queryKey: keysQueryKey(userId) }),
  });
}
