/** The answers of a share URL that has nothing of the project to show: plain pages a visitor understands. */
export const PUBLISHED_PAGES = {
  notFound: {
    status: 404,
    title: 'Page not found',
    text: 'There is no published page at this address. Check the link you were given.',
  },
  unpublished: {
    status: 410,
    title: 'This project was unpublished',
    text: 'Its owner took it down, so this address shows nothing any more.',
  },
  methodNotAllowed: {
    status: 405,
    title: 'Not allowed',
    text: 'A published static site answers GET and HEAD only.',
  },
  runnerUnavailable: {
    status: 503,
    title: 'This app cannot run right now',
    text: 'The service that runs published Node.js and Python apps is not available. Please try again later.',
  },
} as const;

export type PublishedPage = (typeof PUBLISHED_PAGES)[keyof typeof PUBLISHED_PAGES];

export function renderPublishedPage(page: PublishedPage, detail?: string): string {
  const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:15vh auto;padding:0 1.5rem;color:#1f2937}h1{font-size:1.5rem}p{color:#4b5563}</style>
</head><body><main><h1>${escapeHtml(page.title)}</h1>${paragraph(page.text)}${detail ? paragraph(detail) : ''}</main></body></html>
`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
