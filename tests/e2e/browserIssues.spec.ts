import { expect, test } from '@playwright/test'

/*
 * What Chromium's DevTools 'Issues' panel reports on the pages with forms (Lighthouse audits the
 * browse pages for the same thing, 'inspector-issues'): a CSP violation, a form field it cannot
 * autofill, a cookie it would refuse. None is expected.
 */
for (const path of ['/en/contacts', '/en/user/signin', '/en/user/login', '/ru/user/signin']) {
  test(`${path}: no issue in the browser's Issues panel`, async ({ page }) => {
    const session = await page.context().newCDPSession(page)
    const issues: string[] = []
    session.on('Audits.issueAdded', ({ issue }) => issues.push(`${issue.code} ${JSON.stringify(issue.details).slice(0, 300)}`))
    await session.send('Audits.enable')
    await page.goto(path)
    await page.waitForLoadState('load')
    await expect(page.locator('form').first()).toBeVisible()
    // Schemas and forms run once React is there: give the page a moment after it.
    await page.waitForTimeout(1000)
    expect(issues).toEqual([])
  })
}
