import { expect, test } from '@playwright/test';
import { apiReferenceListsThePublicApi, downloadsShowRealSizes, keyDialogsAndModalLinks, loginAndModalShareTheForm } from '../../support/site-docs-checks';

test.describe('downloads, API reference and the one auth form', () => {
  test('download cards show the real size and version of the zips', async ({ page, request }, info) => {
    await downloadsShowRealSizes(page, request, info);
  });

  test('the API reference lists the public API with curl, PHP and JavaScript examples and leads back', async ({ page }, info) => {
    await apiReferenceListsThePublicApi(page, info);
  });

  test('/login and the integrations modal use the same form', async ({ page, request }, info) => {
    await loginAndModalShareTheForm(page, request, info);
  });

  test('key dialogs are styled with the spec texts and the modal links Terms and Privacy', async ({ page, request }, info) => {
    test.slow();
    await keyDialogsAndModalLinks(page, request, info);
    expect(page.url()).toContain('/integrations');
  });
});
