/** What the account endpoints answer: where to go next, or a message (and one per field). */
export interface AccountAnswer {
  status: number
  /** The refusal's code (`mfa_required`, `mfa_expired`...). */
  error?: string
  /** The password was right and a second factor is asked for (./MfaSignInStep.client.tsx). */
  mfa?: boolean
  /** The next sign-in needs a proof-of-work answer (docs/decisions/029); the form prepares one. */
  proofOfWork?: boolean
  next?: string
  message?: string
  fields?: Record<string, string>
}

/** Posts the form's fields as JSON to an account endpoint (with `headers` beside the content type); a network failure is status 0. */
export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<AccountAnswer> {
  try {
    const response = await fetch(url, { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(body), credentials: 'same-origin' })
    const answer = (await response.json().catch(() => ({}))) as Omit<AccountAnswer, 'status'>
    return { ...answer, status: response.status }
  } catch {
    return { status: 0 }
  }
}

/** A form's fields as a plain object: checkboxes as true/false, everything else as typed. */
export function formFields(form: HTMLFormElement): Record<string, string | boolean> {
  const fields: Record<string, string | boolean> = {}
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement) || !element.name) continue
    if (element instanceof HTMLInputElement && element.type === 'checkbox') fields[element.name] = element.checked
    else if (element instanceof HTMLInputElement && element.type === 'radio') {
      if (element.checked) fields[element.name] = element.value
    } else fields[element.name] = element.value
  }
  return fields
}
