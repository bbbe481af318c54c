import type { ApiKeyDto } from '@atelier/api-types';
import { KEY_PLACEHOLDER, snippetKey } from './snippet-key';

const listed = (id: string): ApiKeyDto => ({ id, label: id, masked_key: 'x', created_at: '2026-01-01T00:00:00Z', last_used_at: null });

describe(snippetKey.name, () => {
  it('picks the newest full key made in this browser that is still listed', () => {
    const stored = [
      { id: 'old', key: 'key-old', created_at: '2026-01-01T00:00:00Z' },
      { id: 'new', key: 'key-new', created_at: '2026-03-01T00:00:00Z' },
      { id: 'mid', key: 'key-mid', created_at: '2026-02-01T00:00:00Z' },
    ];
    expect(snippetKey([listed('old'), listed('new'), listed('mid')], stored)).toBe('key-new');
    expect(snippetKey([listed('old'), listed('mid')], stored)).toBe('key-mid');
  });

  it('falls back to the placeholder when no listed key is known in full', () => {
    expect(snippetKey([listed('other')], [{ id: 'gone', key: 'key-gone', created_at: '2026-01-01T00:00:00Z' }])).toBe(KEY_PLACEHOLDER);
    expect(snippetKey([], [])).toBe(KEY_PLACEHOLDER);
  });
});
