import { useEffect, useState } from 'react';
import { ApiError, toast } from '@atelier/runtime';
import type { CreatedApiKeyDto } from '@atelier/api-types';
import { useCreateKey } from '../api/create-key';
import { useKeys } from '../api/get-keys';
import { useRevokeKey } from '../api/revoke-key';
import { forgetKey, keepListedKeys, readStoredKeys, rememberKey, type StoredKey } from '../utils/stored-keys';

/**
 * The signed-in user's keys (spec 001 §4, §5, §8): list, create, revoke. Asking for the label and
 * the confirmation is the caller's part (useKeyDialogs). Full keys made here are remembered per
 * user for the snippets.
 */
export function useApiKeys(userId: string) {
  const listed = useKeys(userId);
  const creating = useCreateKey(userId);
  const revoking = useRevokeKey(userId);
  const [stored, setStored] = useState<StoredKey[]>(() => readStoredKeys(userId));
  const [created, setCreated] = useState<CreatedApiKeyDto | null>(null);
  const keys = Array.isArray(listed.data) ? listed.data : [];

  useEffect(() => {
    // Keys revoked elsewhere are no use to the snippets any more.
    if (Array.isArray(listed.data)) setStored(keepListedKeys(userId, listed.data.map((item) => item.id)));
  }, [listed.data, userId]);

  useEffect(() => {
    if (listed.error) console.error('Loading API keys failed', listed.error);
  }, [listed.error]);

  const create = async (label: string) => {
    try {
      const key = await creating.mutateAsync(label);
      rememberKey(userId, { id: key.id, key: key.key, created_at: key.created_at });
      setStored(readStoredKeys(userId));
      setCreated(key);
      toast.success('API key created!');
    } catch (error) {
      console.error('Creating an API key failed', error);
      toast.error(error instanceof ApiError ? 'Failed to create key' : 'Connection error');
    }
  };

  const revoke = async (id: string) => {
    try {
      await revoking.mutateAsync(id);
      forgetKey(userId, id);
      setStored(readStoredKeys(userId));
      toast.success('API key revoked');
    } catch (error) {
      console.error('Revoking an API key failed', error);
      toast.error('Failed to revoke key');
    }
  };

  return {
    keys,
    stored,
    loading: listed.isPending,
    busy: creating.isPending,
    created,
    dismissCreated: () => setCreated(null),
    create,
    revoke,
  };
}
