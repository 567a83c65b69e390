/**
 * Drafted collections save a draft this often while the editor types: each autosave refreshes
 * the live preview (`RefreshOnSave`), so the preview follows the typing without a click.
 */
export const draftAutosaveMs = 800
