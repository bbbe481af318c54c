import { createAccount, uniqueEmail, openSession } from '../../support/auth';
import { BuildStudioPage } from '../../support/build-studio-page';
import { expect, test } from '../../support/landing-test';

/** The studio shows the server's limits before they are reached, and the server's reason when one is passed, keeping what was typed. */
test.describe('Build Studio limits', () => {
  test('a 9,000-character prompt: the counter warns, the reason is shown and the prompt is kept', async ({ page }) => {
    test.slow();
    const studio = new BuildStudioPage(page);
    await studio.goto();
    await studio.chooseType('Static Website');
    const prompt = `A bakery site. ${'Fresh bread every morning. '.repeat(400)}`.slice(0, 9_000);
    await studio.prompt.fill(prompt);
    await expect(page.locator('#bs-prompt-count')).toHaveText('9,000 / 8,000 characters — over the limit');
    await expect(studio.prompt).toHaveAttribute('aria-invalid', 'true');

    await studio.prompt.press('Enter');
    const answer = studio.conversation.getByRole('article', { name: 'Assistant' }).last();
    await expect(answer).toContainText('Sorry, there was an error generating your code. Please try again.');
    await expect(answer).toContainText('prompt must be at most 8000 characters');
    await expect(studio.prompt).toBeEnabled();
    await expect(studio.prompt).toHaveValue(prompt);
  });

  test('the 201st file: the count shows it, and generating or downloading says why it fails', async ({ page, request }) => {
    test.slow();
    const account = await createAccount(request, { email: uniqueEmail('build-limit') });
    const files = Array.from({ length: 200 }, (_, index) => ({ path: index === 0 ? 'index.html' : `pages/p${index}.txt`, content: `${index}` }));
    const created = await request.post('/api/build-studio/projects', {
      headers: { Authorization: `Bearer ${account.token}` },
      data: { name: 'Two hundred files', projectType: 'static', files },
    });
    expect(created.status(), await created.text()).toBe(201);
    await openSession(page, account);
    const studio = new BuildStudioPage(page);
    await studio.goto();
    const projects = await studio.openProjects();
    await projects.getByRole('button', { name: /^Two hundred files/ }).click();
    await expect(studio.conversation).toContainText('Loaded project: Two hundred files');
    // The Files panel on desktop, the Files modal on a phone.
    const count = async () => (await studio.files()).locator('.bs-file-count');
    await expect(await count()).toHaveText('200 / 200 files');
    await studio.closeFiles();

    await studio.newFile('extra.js');
    await expect(await count()).toHaveText('201 / 200 files');
    await expect(await count()).toHaveClass(/bs-file-count--over/);
    await studio.closeFiles();

    const answer = await studio.send('make the header blue');
    await expect(answer).toContainText('files must contain no more than 200 elements');
    await expect(studio.prompt).toHaveValue('make the header blue');

    await studio.headerButton('Download').click();
    const alert = page.getByRole('alertdialog', { name: 'Download failed. Please try again.' });
    await expect(alert).toContainText('200');
  });
});
