/** Password bounds (spec section 5; NIST 800-63B): long passphrases welcome, nothing cut off. */
export const PASSWORD_MIN_LENGTH = 12
export const PASSWORD_MAX_LENGTH = 128
/** A visitor's session: one day, extended while in use (spec section 9: cookie expiry 1 day). */
export const SESSION_LIFETIME_SECONDS = 24 * 60 * 60
/** A session signed in with 'remember me' (issue 17: 30 days with 'remember me'). */
export const REMEMBERED_SESSION_SECONDS = 30 * 24 * 60 * 60
/** How often a session in use is extended by another lifetime. */
export const SESSION_REFRESH_SECONDS = 60 * 60
/**
 * An account without a password (made by single sign-on) confirms its deletion by a sign-in this
 * recent instead: the visitor signs in again at the provider (`POST /api/user/sso/confirm`).
 */
export const FRESH_SIGN_IN_SECONDS = 10 * 60
/** The e-mail verification link is valid for 24 hours. */
export const VERIFICATION_LINK_SECONDS = 24 * 60 * 60
/** Field lengths a visitor may type (names, city, company...). */
export const TEXT_FIELD_MAX_LENGTH = 120
export const EMAIL_MAX_LENGTH = 254
/** How long a sign-in waits for its second factor once the password was right. */
export const MFA_CHALLENGE_SECONDS = 10 * 60
/** A TOTP code: six digits; a backup code: ten letters and digits as better-auth makes them (`xxxxx-xxxxx`). */
export const TOTP_CODE_PATTERN = /^\d{6}$/
export const BACKUP_CODE_PATTERN = /^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/
/** A sign-in code by e-mail: six digits, valid 10 minutes, once; 5 wrong tries void it. */
export const PASSWORDLESS_CODE_LENGTH = 6
export const PASSWORDLESS_SECONDS = 10 * 60
export const PASSWORDLESS_ATTEMPTS = 5
/** A password recovery link is valid for one hour, and once (issue 17, checklist 11). */
export const RESET_LINK_SECONDS = 60 * 60
/**
 * Wrong sign-ins (of the account's e-mail, or from the client's address) allowed without a
 * proof-of-work answer; from the next one on, a password is checked only with a fresh answer
 * (issue 17 'Lockout': the challenge on sign-in after 3 failures).
 */
export const SIGN_IN_FAILURES_BEFORE_PROOF_OF_WORK = 3
