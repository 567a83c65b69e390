import { expect, test } from '@playwright/test'
import { productByCode } from './helpers'

const editor = { email: 'editor@ateliervesta.example', password: 'vesta-demo-2026' }

test('an editor renames a product in English and the English page shows it', async ({ page, request }) => {
  const product = await productByCode(request, 'AV-SOF-001', 'en')
  const italian = await productByCode(request, 'AV-SOF-001', 'it')
  const newName = `Astor sofa ${Date.now().toString(36)}`

  await page.goto('/admin/login')
  await page.locator('#field-email').fill(editor.email)
  await page.locator('#field-password').fill(editor.password)
  await page.getByRole('button', { name: /log ?in/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)

  await page.goto(`/admin/collections/products/${product.id}?locale=en`)
  const name = page.locator('#field-name')
  await expect(name).toHaveValue(product.name)
  await name.fill(newName)
  await page.getByRole('button', { name: /publish changes/i }).click()
  await expect(page.getByText(/updated successfully|published successfully/i).first()).toBeVisible()

  await page.goto('/en')
  await expect(page.getByRole('main')).toContainText(newName)
  // Only English changed: the Italian page keeps its name.
  await page.goto('/')
  await expect(page.getByRole('main')).toContainText(italian.name)
  await expect(page.getByRole('main')).not.toContainText(newName)
})
