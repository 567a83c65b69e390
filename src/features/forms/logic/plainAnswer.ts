/** What a form posted without JavaScript is answered with: a small page in the visitor's language. */
export interface PlainAnswer {
  lang: string
  title: string
  message: string
  /** Per field, its label and what is wrong. */
  problems: { label: string; message: string }[]
  back: { href: string; label: string }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

/** The page, every text escaped. */
export function plainAnswerHtml(answer: PlainAnswer): string {
  const problems = answer.problems.length > 0 ? `<ul>${answer.problems.map((problem) => `<li>${escapeHtml(problem.label)}: ${escapeHtml(problem.message)}</li>`).join('')}</ul>` : ''
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(answer.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">`,
    `<title>${escapeHtml(answer.title)}</title></head>`,
    `<body><main><h1>${escapeHtml(answer.title)}</h1><p role="status">${escapeHtml(answer.message)}</p>${problems}`,
    `<p><a href="${escapeHtml(answer.back.href)}">${escapeHtml(answer.back.label)}</a></p></main></body></html>`,
  ].join('\n')
}
