/**
 * Every request budget of the product, in one place: `points` requests per client address in
 * any window of `durationSeconds` (a fixed window that starts at the address's first request).
 * The HTTP edge counts them in a store that every app instance shares (docs/decisions/014).
 */
import { proofOfWork } from './proofOfWork'

export interface RateBudget {
  points: number
  durationSeconds: number
}

export const rateBudgets = {
  /** Suggestions while typing (asked after a 120 ms pause): 3 a second sustained, bursts of 30. */
  searchSuggest: { points: 30, durationSeconds: 10 },
  /** The store locator's address box, also typed into. */
  placeSearch: { points: 60, durationSeconds: 10 },
  /** Plenty for a visitor, little for a script. */
  newsletter: { points: 5, durationSeconds: 600 },
  /** Confirmation and unsubscribe links: a person opens one now and then; token guessing gets nowhere. */
  newsletterLink: { points: 30, durationSeconds: 600 },
  storeRequest: { points: 5, durationSeconds: 600 },
  /** The "Prices for" choice: a visitor changes it a few times at most. */
  market: { points: 30, durationSeconds: 60 },
  /** For the editors' and visitors' sign-in (per address, beside the per-account lockout). */
  signIn: { points: 10, durationSeconds: 600 },
  /**
   * Failed visitor sign-ins by password per address in a day (issue 17: 100 failures from one
   * address in 24 h → 429), beside `signIn`'s short window: that one stops bursts, this one a
   * slow guesser who waits out every ten minutes. A success gives nothing back: the count is the
   * address's, not an account's.
   */
  addressSignInFailures: { points: 100, durationSeconds: 24 * 60 * 60 },
  /**
   * Not a limit but a turn: one sign-in per editor account at a time across every app instance
   * (src/lib/rateLimit/inTurn.ts). The window is the longest a turn lasts if its holder dies.
   */
  signInTurn: { points: 1, durationSeconds: 15 },
  /** Visitor registrations (each sends a mail): a household registers a few accounts, a script no more. */
  accountRegister: { points: 10, durationSeconds: 3600 },
  /**
   * Per visitor account (keyed by a hash of the e-mail, known or not): wrong passwords before the
   * account is blocked for the rest of the window; a successful sign-in starts the count again.
   */
  accountLockout: { points: 10, durationSeconds: 900 },
  /**
   * Per visitor account (the same key): wrong passwords only, counted for the proof-of-work rule
   * (`SIGN_IN_FAILURES_BEFORE_PROOF_OF_WORK`). Not the lockout's count, which also holds the turns
   * of sign-ins still in progress: four right passwords at once must not look like failures.
   */
  accountSignInFailures: { points: 1000, durationSeconds: 900 },
  /**
   * Per visitor account (keyed by its id): wrong MFA codes (authenticator or backup) before the
   * second step is blocked for the rest of the window, across challenges; a right code starts again.
   */
  mfaLockout: { points: 10, durationSeconds: 900 },
  /**
   * Not a limit but a used-once mark: an authenticator code (per account) is accepted once; it stays
   * valid for better-auth's window of one step either side (90 s), so the mark lasts as long.
   */
  mfaCodeReplay: { points: 1, durationSeconds: 90 },
  /**
   * Sign-ins started at the OpenID provider, per address (each keeps a state row 30 minutes and
   * sends the visitor away): a person starts a few, a script filling the state table no more.
   */
  ssoStart: { points: 20, durationSeconds: 600 },
  /** Sign-in codes by e-mail, per address (each sends a mail). */
  passwordlessStart: { points: 5, durationSeconds: 600 },
  /** Password recovery mails. */
  recovery: { points: 5, durationSeconds: 3600 },
  /** New passwords set from a recovery link (a visitor may retype one the policy refused). */
  passwordReset: { points: 10, durationSeconds: 3600 },
  /**
   * A signed-in visitor's account changes (profile, password, sessions, deletion): plenty for a
   * person; a wrong current password also counts on the account's lockout.
   */
  accountChange: { points: 30, durationSeconds: 600 },
  /** A form's product field: suggestions while typing (asked after a pause), like the search box's. */
  productLookup: { points: 30, durationSeconds: 10 },
  /** Editor-built forms (issue 18: 30 posts a minute per address, then 429 with the spec's error text). */
  forms: { points: 30, durationSeconds: 60 },
  /**
   * Not a limit but a turn: one app instance makes a given delivery attempt of a form submission
   * (its mails), whichever sweeps first; the window outlasts the slowest mail server's answer.
   */
  formDeliveryTurn: { points: 1, durationSeconds: 600 },
  /** Not a limit but a turn: one app instance an hour deletes the submissions past their retention. */
  formRetentionTurn: { points: 1, durationSeconds: 3600 },
  /**
   * Chinese font subsets cut on demand (src/app/fonts/zh): a Chinese page asks for two or three, a
   * subset already cut is not counted; each miss costs a few hundred milliseconds of a core.
   */
  chineseFontSubset: { points: 60, durationSeconds: 60 },
  /** Wishlist saves, removals and merges (a merge carries up to 100 items): generous for a person clicking hearts, little for a script. */
  wishlist: { points: 120, durationSeconds: 60 },
  /** Wishlist PDFs (each takes a core for a moment, more with many pictures): a person downloads a few. */
  wishlistPdf: { points: 10, durationSeconds: 60 },
  /**
   * Moodboard writes (create, rename, duplicate, delete, share, and the editor's autosave, at most
   * one a second while a visitor arranges a board): plenty for a person, little for a script.
   */
  moodboards: { points: 240, durationSeconds: 60 },
  /** Moodboard PDFs, the owner's and a shared board's (each takes a core for a moment, more with many pictures): a person downloads a few. */
  moodboardPdf: { points: 10, durationSeconds: 60 },
  /**
   * Proof-of-work challenges (docs/decisions/029): one per form a visitor fills in, a new one after
   * each refused post; enough for the forms' own budget of 30 posts a minute.
   */
  proofOfWorkChallenge: { points: 60, durationSeconds: 60 },
  /**
   * Not a limit but a used-once mark: a solved challenge (keyed by its signature) is accepted once
   * for as long as it could still be answered.
   */
  proofOfWorkAnswer: { points: 1, durationSeconds: proofOfWork.lifetimeSeconds },
  /** Files taken through a visitor's session (`/api/user/downloads/{id}`): a person takes a handful, a script a whole library. */
  userDownload: { points: 60, durationSeconds: 600 },
  /** Applications to the trade area (issue 21): a professional applies once, again after a refusal. */
  tradeApplication: { points: 10, durationSeconds: 3600 },
  /** The trade area's own reads (its status, and later its lists): a person's browsing, not a script's. */
  tradeRead: { points: 120, durationSeconds: 60 },
  /**
   * Configuration pictures drawn on request (/api/configurator/preview): a picture already drawn is
   * not counted; each new one takes a core for a tenth of a second or more. A person trying options
   * makes one every second or two.
   */
  configuratorPreviewRender: { points: 60, durationSeconds: 60 },
  /** Composition pictures drawn on request (/api/mixer/picture), the same way: a picture already drawn is not counted. */
  mixerPictureRender: { points: 60, durationSeconds: 60 },
  /**
   * The store map's own data (/api/tiles byte ranges of the basemap, /api/geo/cities label tiles):
   * a map being panned and zoomed asks for dozens a minute, and browsers and CDNs keep them; a
   * script walking the whole world is not served faster than a person's map.
   */
  mapData: { points: 1200, durationSeconds: 60 },
  /** Configurator spec sheets (each draws the picture and a PDF: a core for a moment): a person downloads a few. */
  configuratorSpecSheet: { points: 10, durationSeconds: 60 },
  /** A professional acknowledging warnings one by one on the trade landing (docs/decisions/040). */
  tradeNoticeMark: { points: 60, durationSeconds: 60 },
  /** Quote and sample requests (docs/decisions/039): a professional sends a few an hour, a script no more. */
  tradeRequest: { points: 20, durationSeconds: 3600 },
  /** 'Recently viewed' records from public product pages (one per page a professional opens): a person's browsing, not a script's. */
  tradeViewed: { points: 120, durationSeconds: 60 },
  /** Trade-only files (CAD, 3D, BIM, price lists) an approved professional takes: a project's handful, not a whole library. */
  tradeDownload: { points: 60, durationSeconds: 600 },
  /** Payload's REST and GraphQL API under /api, per address (the admin is chatty). */
  payloadApi: { points: 600, durationSeconds: 60 },
} as const satisfies Record<string, RateBudget>

export type RateBudgetName = keyof typeof rateBudgets

/** Largest request body an endpoint reads (the store request's 2,000-character message fits with room). */
export const maxRequestBodyBytes = 16 * 1024
