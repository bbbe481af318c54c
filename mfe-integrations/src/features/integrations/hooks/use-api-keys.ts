import { useCallback, useEffect, useState } from 'react';
import { ApiError, toast } from '@atelier/runtime';
import { createKey } from '../api/create-key';
import { getKeys } from '../api/get-keys';
import { revokeKey } from '../api/revoke-key';
import type { ApiKey, CreatedApiKey } from '../types';
import { forgetKey, keepListedKeys, readStoredKeys, rememberKey, type StoredKey } from '../utils/stored-keys';

/**
 * The signed-in user's keys (spec 001 §4, §5, §8): list, create, revoke. Asking for the label and
 * the confirmation is the caller's part (useKeyDialogs). Full keys made here are remembered per
 * user for the snippets.
 */
export function useApiKeys(userId: string) {
  const [keys, setKeys] = useState<ApiKey[]>([]);
  const [stored, setStored] = useState<StoredKey[]>(() => readStoredKeys(userId));
  const [loading, setLoading] = useState(true);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [busy, setBusy] = useState(false);

  const reload = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const list = await getKeys(signal);
        if (signal?.aborted) return;
        const safe = Array.isArray(list) ? list : [];
        setKeys(safe);
        setStored(keepListedKeys(userId, safe.map((item) => item.id)));
      } catch (error) {
        if (!signal?.aborted) console.error('Loading API keys failed', error);
      } finally {
        if (!signal?.aborted) setLoading(false);
      }
    },
    [userId],
  );

  useEffect(() => {
    const controller = new AbortController();
    void reload(controller.signal);
    return () => controller.abort();
  }, [reload, userId]);

  const create = async (label: string) => {
    setBusy(true);
    try {
      const key = await createKey(label);
      rememberKey(userId, { id: key.id, key: key.key, created_at: key.created_at });
      setStored(readStoredKeys(userId));
      setCreated(key);
      toast.success('API key created!');
      await reload();
    } catch (error) {
      console.error('Creating an API key failed', error);
      toast.error(error instanceof ApiError ? 'Failed to create key' : 'Connection error');
    } finally {
      setBusy(false);
    }
  };

  const revoke = async (id: string) => {
    try {
      await revokeKey(id);
      forgetKey(userId, id);
      setStored(readStoredKeys(userId));
      toast.success('API key revoked');
      await reload();
    } catch (error) {
      console.error('Revoking an API key failed', error);
      toast.error('Failed to revoke key');
    }
  };

  return { keys, stored, loading, busy, created, dismissCreated: () => setCreated(null), create, revoke };
}
