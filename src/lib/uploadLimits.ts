/** Largest file an editor may upload (images and PDF downloads); larger ones are refused with 413. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024
/** Room for the other form fields of an upload request. */
export const MAX_UPLOAD_REQUEST_BYTES = MAX_UPLOAD_BYTES + 1024 * 1024
