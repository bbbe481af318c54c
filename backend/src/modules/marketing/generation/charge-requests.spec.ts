import { requestFingerprint } from '../../../common/idempotency/request-fingerprint';
import { chargeFor, chargeProblem } from './charge-requests';

describe(chargeProblem.name, () => {
  it('accepts every charge the generators make', () => {
    for (const charge of [
      chargeFor.quickCreate('copy'),
      chargeFor.quickCreate('image'),
      chargeFor.campaignCopy('email'),
      chargeFor.visual('3d'),
      chargeFor.chat(),
    ]) {
      expect(chargeProblem(charge)).toBeNull();
    }
  });

  it('refuses fields that do not go together', () => {
    expect(chargeProblem({ endpoint: 'image', meta: { feature: 'campaign_copy', copyType: 'ad' } })).toMatch(/text endpoint/);
    expect(chargeProblem({ endpoint: 'text', meta: { feature: 'campaign_copy' } })).toMatch(/needs meta.copyType/);
    expect(chargeProblem({ endpoint: 'text', meta: { feature: 'visuals', style: 'photo' } })).toMatch(/image endpoint/);
    expect(chargeProblem({ endpoint: 'image', meta: { feature: 'visuals' } })).toMatch(/need meta.style/);
    expect(chargeProblem({ endpoint: 'text', meta: { feature: 'quick_create', copyType: 'ad' } })).toMatch(/no copyType/);
    expect(chargeProblem({ endpoint: 'image', meta: { feature: 'chat' } })).toMatch(/text endpoint/);
    expect(chargeProblem({ endpoint: 'text', meta: { feature: 'campaign_copy', copyType: 'ad', style: 'photo' } })).toMatch(/not both/);
  });

  it('gives the studio and the generator the same fingerprint for the same charge', () => {
    const fromStudio = { source: 'web', meta: { copyType: 'ad', feature: 'campaign_copy' }, endpoint: 'text' };
    expect(requestFingerprint(fromStudio)).toBe(requestFingerprint(chargeFor.campaignCopy('ad')));
  });
});
