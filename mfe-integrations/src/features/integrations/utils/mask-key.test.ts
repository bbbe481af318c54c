import { maskKey } from './mask-key';

describe(maskKey.name, () => {
  it('keeps the first 12 and last 4 characters around an ellipsis', () => {
    expect(maskKey('atl_live_0123456789abcdefWXYZ')).toBe('atl_live_012…WXYZ');
  });

  it('leaves a key too short to hide anything as it is', () => {
    expect(maskKey('short')).toBe('short');
  });
});
