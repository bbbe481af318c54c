import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@atelier/runtime';
import type { MessageResponseDto } from '@atelier/api-types';
import { keysQueryKey } from './get-keys';

/** DELETE /integrations/key/{id} (bearer). */
export function revokeKey(id: string): Promise<MessageResponseDto> {
  return apiFetch<MessageResponseDto>(`/integrations/key/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Revokes a key; settles once the key list has been asked again. */
export function useRevokeKey(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: revokeKey,
    onSuccess: () => client.invalidateQueries({ queryKey: keysQueryKey(userId) }),
  });
}
