// Comments cite ARCHITECTURE.md by section or the spec, or just say why: a tracker issue number means
// nothing to a reader of the repository, and the design notes it was built from are not in it.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { ROOT } from '../lib/apps.mjs';

/** Source, style, script and configuration files: where comments live. Markdown is documentation, not code. */
const SCANNED = /(\.(?:[cm]?[jt]sx?|css|html|php|sh|ya?ml|py)|(?:^|\/)Dockerfile[^/]*)$/;

/** The design notes outside the repository, by name. */
const DESIGN_NOTES = new RegExp(`\\b${'DESIGN'}\\.md\\b`);
/** "issue 15", "Issue #4", "issues 11 and 12". */
const ISSUE_WORD = /\bissues?\s+#?\d+/i;
/** A bare "#27" in a comment line (not a colour like #111 in CSS, not "G#3" or "Stream #0" inside code). */
const COMMENT_LINE = /^\s*(?:\/\/|\/\*|\*|#(?!\d)|<!--)/;
const BARE_NUMBER = /(?:^|[\s(])#\d+(?![\w-])/;

/** Every citation the rule refuses in `text`, as `line: text`. */
export function findCitations(text) {
  const found = [];
  text.split('\n').forEach((line, index) => {
    const comment = COMMENT_LINE.test(line) ? line.replace(COMMENT_LINE, ' ') : null;
    if (DESIGN_NOTES.test(line) || ISSUE_WORD.test(line) || (comment !== null && BARE_NUMBER.test(comment))) {
      found.push(`${index + 1}: ${line.trim()}`);
    }
  });
  return found;
}

function trackedFiles() {
  return execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .split('\0')
    .filter((file) => file && SCANNED.test(file) && !file.includes('node_modules/'));
}

describe('comment citations', () => {
  test('finds an issue number, a bare tracker number and the design notes, and leaves code alone', () => {
    assert.equal(findCitations('// The landing waited on a serial chain (issue 16).').length, 1);
    assert.equal(findCitations(' * Issue #4: the session id survives a reload.').length, 1);
    assert.equal(findCitations('/* see #27 */').length, 1);
    assert.equal(findCitations(`// Isolation (${'DESIGN'}.md §2).`).length, 1);
    assert.deepEqual(findCitations('// Isolation (ARCHITECTURE.md §2).\n  color: #111;\nconst note = 45; // A2..G#3\n"Input #0, mov"'), []);
  });

  test('no tracked source file cites a tracker issue or the design notes', () => {
    const offenders = trackedFiles().flatMap((file) => {
      if (file === 'scripts/test/comment-citations.test.mjs') return [];
      return findCitations(readFileSync(join(ROOT, file), 'utf8')).map((hit) => `${file}:${hit}`);
    });
    assert.deepEqual(offenders, [], 'cite ARCHITECTURE.md §N or the spec instead, or say why without a citation');
  });
});
