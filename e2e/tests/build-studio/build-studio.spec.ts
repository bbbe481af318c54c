import { createAccount, signIn, uniqueEmail, openSession } from '../../support/auth';
import { BuildStudioPage } from '../../support/build-studio-page';
import { alertDialog, promptDialog, recordNativeDialogs } from '../../support/dialogs';
import { expect, test } from '../../support/landing-test';
import { scaled } from '../../support/time-factor';

const EDITED_PAGE = [
  '<!DOCTYPE html>',
  '<html lang="en">',
  '<head><title>Bean There</title></head>',
  '<body><h1>Edited by hand</h1><p>Fresh coffee every morning.</p></body>',
  '</html>',
].join('\n');

/**
 * The studio's journey on desktop and phone: choose a type → describe a site → its files stream in → the
 * preview shows it → edit in the editor → the preview follows → new file, rename, delete → save → reload
 * → reopen from Projects → export the zip. And an Express project runs in the sandbox and answers.
 */
test.describe('Build Studio', () => {
  test('describe a site, edit it, manage its files, save, reopen and export it', async ({ page, request }) => {
    test.slow();
    const native = recordNativeDialogs(page);
    await openSession(page, await createAccount(request, { email: uniqueEmail('build') }));
    const studio = new BuildStudioPage(page);
    await studio.goto();

    await studio.chooseType('Static Website');
    await expect(studio.conversation).toContainText("Hi! I'll build your website.");
    const answer = await studio.send('Build a landing page for a coffee shop called Bean There with a menu, a gallery and opening hours');
    await expect(answer.getByText('offline engine')).toBeVisible();
    await expect(answer.getByRole('list', { name: 'Files changed' }).getByRole('listitem')).toHaveText([/index\.html/, /styles\.css/, /script\.js/]);

    // The preview shows the generated site, and what is typed in the editor.
    await studio.view('Preview');
    await expect(studio.previewPage().getByRole('heading', { name: 'Menu' })).toBeVisible();
    await expect(studio.previewPage().getByText('Flat White').first()).toBeVisible();
    await studio.chooseFile('index.html');
    if (studio.phone) await expect(page.locator('iframe[title="Preview"]')).toBeVisible();
    await studio.replaceCode('index.html', EDITED_PAGE);
    await studio.view('Preview');
    await expect(studio.previewPage().getByRole('heading', { name: 'Edited by hand' })).toBeVisible();

    // New file, rename (styled prompt), delete (styled confirm).
    await studio.newFile('scripts/extra.js');
    await studio.files();
    await expect(studio.file('scripts/extra.js')).toBeVisible();
    await studio.fileMenu('scripts/extra.js', 'Rename');
    const renaming = promptDialog(page, 'Rename file');
    await renaming.getByLabel('New path').fill('scripts/main.js');
    await renaming.getByRole('button', { name: 'Rename' }).click();
    await expect(studio.file('scripts/main.js')).toBeVisible();
    await studio.fileMenu('scripts/main.js', 'Delete');
    await alertDialog(page, 'Delete scripts/main.js?').getByRole('button', { name: 'Delete' }).click();
    await expect(studio.tree.getByRole('treeitem')).toHaveCount(3); // index.html, styles.css, script.js: the emptied folder goes too
    await expect(studio.file('scripts/main.js')).toHaveCount(0);
    await studio.closeFiles();

    await studio.rename('Bean There e2e');
    await studio.save();

    // Nothing is lost on reload; a new project, then the saved one comes back from Projects.
    await page.reload();
    await expect(page.getByTitle('Rename the project')).toContainText('Bean There e2e');
    await studio.chooseType('Static Website');
    await expect(page.getByTitle('Rename the project')).toContainText('New Project');
    const projects = await studio.openProjects();
    const card = projects.getByRole('button', { name: /^Bean There e2e/ });
    await expect(card).toContainText('3 files');
    await card.click();
    await expect(studio.conversation).toContainText('Loaded project: Bean There e2e');
    await studio.view('Preview');
    await expect(studio.previewPage().getByRole('heading', { name: 'Edited by hand' })).toBeVisible();

    const zip = await studio.download();
    expect(zip.fileName).toMatch(/\.zip$/);
    const names = [...zip.entries.keys()].map((name) => name.replace(/^[^/]+\//, '')).sort();
    expect(names).toEqual(expect.arrayContaining(['index.html', 'script.js', 'styles.css']));
    const html = [...zip.entries].find(([name]) => name.endsWith('index.html'))?.[1];
    expect(html).toBe(EDITED_PAGE);
    expect(native).toEqual([]);
  });

  test('a follow-up patches only what it must; versions compare and restore it', async ({ page }) => {
    test.slow();
    const studio = new BuildStudioPage(page);
    await studio.goto();
    await studio.chooseType('Static Website');
    await studio.send('a bakery website with products and a contact form');
    const followUp = await studio.send('make the header blue');
    await expect(followUp.getByRole('list', { name: 'Files changed' }).getByRole('listitem')).toHaveText([/styles\.css/]);

    await studio.headerButton('Versions').click();
    const versions = page.getByRole('dialog', { name: 'Versions' });
    const list = versions.getByRole('list', { name: 'Versions, newest first' });
    await expect(list.getByRole('button')).toHaveCount(2);
    await list.getByRole('button', { name: /^v1/ }).click();
    // Compared with the project now, only the stylesheet differs: that is what restoring changes.
    const differences = versions.getByLabel('Differences');
    await expect(differences.getByRole('region')).toHaveCount(1);
    await expect(differences.getByRole('region', { name: 'styles.css' })).toBeVisible();
    await versions.getByRole('button', { name: 'Restore version 1' }).click();
    await expect(versions).toBeHidden();
    await expect(studio.conversation).toContainText('Restored version 1. Every later version is still in the list.');

    await studio.headerButton('Versions').click();
    await expect(list.getByRole('button')).toHaveCount(3);
    await expect(list.getByRole('button').first()).toContainText('Restored version 1');
  });

  test("forwards the preview's errors to the Terminal, counted on its button without moving the header, and \"Fix this\" sends one to the chat", async ({ page }) => {
    test.slow();
    const studio = new BuildStudioPage(page);
    await studio.goto();
    await studio.chooseType('Static Website');
    await studio.newFile('app.js');
    await studio.chooseFile('app.js');
    const terminal = page.locator('.bs-header').getByRole('button', { name: /^Terminal/ });
    const controls = [page.getByRole('radio', { name: 'Preview' }), page.getByRole('radio', { name: 'Code' }), terminal];
    const boxes = () => Promise.all(controls.map(async (control) => (await control.boundingBox())!));
    const before = await boxes();

    // The preview runs the edited script while the code is shown; its error is counted on the Terminal button, whose
    // count appears on its corner: a header that moved then sent a tap on Preview to Code.
    await studio.replaceCode('app.js', 'const total = 1;\nconsole.log(totl);\n');
    await expect(terminal).toHaveAccessibleName(/^Terminal \(1 new error\)$/);
    expect(await boxes()).toEqual(before);
    const count = (await terminal.locator('.bs-count').boundingBox())!;
    expect(count.x + count.width).toBeLessThanOrEqual(page.viewportSize()!.width);

    await studio.view('Preview');
    await terminal.click();
    const output = page.getByRole('log', { name: 'Terminal output' });
    // Named after its file, at the file's own line.
    await expect(output).toContainText(/totl is not defined \(app\.js:2\)/);
    await output.getByRole('button', { name: 'Fix this' }).first().click();
    await expect(studio.conversation.getByRole('article', { name: 'You' }).last()).toContainText('Fix this:');
    await expect(studio.conversation.getByRole('article', { name: 'Assistant' }).last()).toContainText('totl is used before anything defines it (around line 2)');
  });

  test('keeps a signed-out project in the browser and moves it into the account after sign-in', async ({ page, request }) => {
    test.slow();
    const studio = new BuildStudioPage(page);
    await studio.goto();
    await studio.chooseType('Static Website');
    await studio.rename('Kept in the browser');
    await studio.save();
    let projects = await studio.openProjects();
    const onDevice = projects.getByRole('region', { name: 'On this device' });
    await expect(onDevice.getByRole('button', { name: /^Kept in the browser/ })).toBeVisible();
    await page.keyboard.press('Escape');

    await signIn(page, await createAccount(request, { email: uniqueEmail('build-move') }));
    await studio.goto();
    projects = await studio.openProjects();
    await onDevice.getByRole('button', { name: 'Move into my account' }).click();
    await expect(projects.getByRole('region', { name: 'In your account' }).getByRole('button', { name: /^Kept in the browser/ })).toBeVisible();
    await expect(onDevice).toHaveCount(0);
  });

  test('runs an Express API in the sandbox and answers a request from the preview', async ({ page }) => {
    test.slow();
    const studio = new BuildStudioPage(page);
    await studio.goto();
    await studio.chooseType('Node.js API (Express)');
    await expect(studio.conversation).toContainText("Hi! Let's build a Node.js API with Express.");
    const answer = await studio.send('An API for a library with books and authors');
    await expect(answer.getByRole('list', { name: 'Files changed' })).toContainText('package.json');

    await studio.view('Preview');
    await expect(page.getByText('Running', { exact: true })).toBeVisible({ timeout: scaled(20_000) });
    const form = page.getByRole('form', { name: 'Request' });
    await form.getByRole('group', { name: 'Endpoints' }).getByRole('button', { name: /^GET \/api\/books$/ }).click();
    await form.getByRole('button', { name: 'Send', exact: true }).click();
    const response = form.getByRole('region', { name: 'Response' });
    await expect(response.locator('.bs-response__status')).toContainText('200');
    await expect(response.locator('.bs-response__body')).toContainText('[');
  });

  test('says clearly why an API project cannot run where the runner is missing', async ({ page }) => {
    // The backend's own answer when no runner listens (covered against a real missing socket in build-studio-runner.e2e-spec.ts).
    const reason = 'The runner service is not reachable, so Node.js and Python projects cannot run here.';
    await page.route('**/api/build-studio/runner', (route) =>
      route.fulfill({ json: { nodejs: { available: false, reason }, python: { available: false, reason } } }),
    );
    const studio = new BuildStudioPage(page);
    await studio.goto();
    await studio.chooseType('Python API (FastAPI)');
    await studio.view('Preview');
    const notice = page.getByRole('status').filter({ hasText: 'This Python API cannot run here' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(reason);
    await expect(notice).toContainText('You can still write and change the code, save it and download it as a zip with its run script.');
  });
});
