import { buildMessages } from './code-prompt';
import type { CodeRequest } from './code-engine';
import { STARTER_FILES } from './starter-projects';

const request = (overrides: Partial<CodeRequest>): CodeRequest => ({
  prompt: 'make the header blue',
  projectType: 'static',
  files: [],
  history: [],
  attachment: null,
  ...overrides,
});

const lastText = (messages: ReturnType<typeof buildMessages>) => messages.at(-1)!.content as string;

describe(buildMessages.name, () => {
  it("sends the user's own files on the first turn with the rule to keep what the request does not change", () => {
    const text = lastText(buildMessages(request({ files: [{ path: 'index.html', content: '<h1>Mine</h1>' }] })));

    expect(text).toContain('### index.html\n```\n<h1>Mine</h1>\n```');
    expect(text).toContain("These files are the user's own work: keep every file and every line the request does not ask to change");
    expect(text.indexOf('own work')).toBeLessThan(text.indexOf('Request: make the header blue'));
  });

  it("lets the model replace a new project's starter files", () => {
    const text = lastText(buildMessages(request({ files: STARTER_FILES.static })));

    expect(text).toContain('These are only the starter files of a new project: you may replace them');
    expect(text).not.toContain('own work');
  });
});
