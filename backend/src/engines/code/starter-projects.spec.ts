import { STARTER_FILES, isFreshProject } from './starter-projects';

describe(isFreshProject.name, () => {
  it('holds an empty project and the starter files of every type (in any order) as fresh', () => {
    expect(isFreshProject([])).toBe(true);
    expect(isFreshProject([{ path: 'index.html', content: '  \n' }])).toBe(true);
    for (const files of Object.values(STARTER_FILES)) expect(isFreshProject([...files].reverse())).toBe(true);
  });

  it('holds a starter file changed by one character, or one file more, as the user\'s work', () => {
    const [page, sheet] = STARTER_FILES.static;
    expect(isFreshProject([{ ...page, content: page.content.replace('starts here', 'starts there') }, sheet])).toBe(false);
    expect(isFreshProject([page, sheet, { path: 'notes.txt', content: 'mine' }])).toBe(false);
    expect(isFreshProject([page])).toBe(false);
  });
});
