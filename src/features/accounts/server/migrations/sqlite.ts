/**
 * The visitor tables on SQLite, as better-auth 1.7.25 plans them for
 * server/authOptions.ts (its `getMigrations(...).compileMigrations()`), committed so that what
 * runs in production is what was reviewed. Append new migrations; never edit an applied one.
 */
export const sqliteMigrations: readonly { name: string; statements: readonly string[] }[] = [
  {
    name: '001_visitor_tables',
    statements: [
      'create table "user" ("id" text not null primary key, "name" text not null, "email" text not null unique, "emailVerified" integer not null, "image" text, "createdAt" date not null, "updatedAt" date not null, "surname" text not null, "kind" text not null, "phone" text, "country" text not null, "province" text, "city" text not null, "profession" text, "company" text, "vatNumber" text, "locale" text not null, "newsletter" integer, "consentedAt" date not null)',
      'create table "session" ("id" text not null primary key, "expiresAt" date not null, "token" text not null unique, "createdAt" date not null, "updatedAt" date not null, "ipAddress" text, "userAgent" text, "userId" text not null references "user" ("id") on delete cascade)',
      'create table "account" ("id" text not null primary key, "accountId" text not null, "providerId" text not null, "userId" text not null references "user" ("id") on delete cascade, "accessToken" text, "refreshToken" text, "idToken" text, "accessTokenExpiresAt" date, "refreshTokenExpiresAt" date, "scope" text, "password" text, "createdAt" date not null, "updatedAt" date not null)',
      'create table "verification" ("id" text not null primary key, "identifier" text not null, "value" text not null, "expiresAt" date not null, "createdAt" date not null, "updatedAt" date not null)',
      'create index "session_userId_idx" on "session" ("userId")',
      'create index "account_userId_idx" on "account" ("userId")',
      'create index "verification_identifier_idx" on "verification" ("identifier")',
    ],
  },
  {
    // MFA: better-auth's twoFactor plugin (TOTP secret and backup codes, encrypted).
    name: '002_two_factor',
    statements: [
      'alter table "user" add column "twoFactorEnabled" integer default 0',
      'create table "twoFactor" ("id" text not null primary key, "secret" text not null, "backupCodes" text not null, "userId" text not null references "user" ("id") on delete cascade, "verified" integer, "failedVerificationCount" integer, "lockedUntil" date)',
      'create index "twoFactor_secret_idx" on "twoFactor" ("secret")',
      'create index "twoFactor_userId_idx" on "twoFactor" ("userId")',
    ],
  },
  {
    // The wishlist (docs/decisions/024): owned by the visitor, gone with the account.
    name: '003_wishlist_items',
    statements: [
      'create table "wishlist_item" ("id" integer not null primary key autoincrement, "userId" text not null references "user" ("id") on delete cascade, "kind" text not null, "itemId" text not null, "options" text not null, "createdAt" text not null)',
      'create unique index "wishlist_item_owner_item_uidx" on "wishlist_item" ("userId", "kind", "itemId", "options")',
    ],
  },
  {
    // The password policy's history (docs/decisions/025): the hashes of an account's last passwords, gone with the account.
    name: '004_password_history',
    statements: [
      'create table "password_history" ("id" integer not null primary key autoincrement, "userId" text not null references "user" ("id") on delete cascade, "hash" text not null, "createdAt" text not null)',
      'create index "password_history_userId_idx" on "password_history" ("userId", "id")',
    ],
  },
  {
    // Moodboards (docs/decisions/028): owned by the visitor, gone with the account; items gone with their board.
    name: '005_moodboards',
    statements: [
      'create table "moodboard" ("id" text not null primary key, "userId" text not null references "user" ("id") on delete cascade, "title" text not null, "shared" integer not null default 0, "createdAt" text not null, "updatedAt" text not null, "deletedAt" text)',
      'create index "moodboard_userId_idx" on "moodboard" ("userId", "updatedAt")',
      'create table "moodboard_item" ("id" integer not null primary key autoincrement, "boardId" text not null references "moodboard" ("id") on delete cascade, "position" integer not null, "kind" text not null, "ref" text not null, "x" integer not null, "y" integer not null, "w" integer not null, "h" integer not null, "z" integer not null, "text" text not null, "colour" text not null)',
      'create unique index "moodboard_item_board_position_uidx" on "moodboard_item" ("boardId", "position")',
    ],
  },
  {
    // The download history (docs/decisions/031): which file a visitor took and when, one row per (owner, download), gone with the account.
    name: '006_download_history',
    statements: [
      'create table "download_history" ("id" integer not null primary key autoincrement, "userId" text not null references "user" ("id") on delete cascade, "downloadId" integer not null, "fileVersion" text not null, "takenAt" text not null)',
      'create unique index "download_history_owner_download_uidx" on "download_history" ("userId", "downloadId")',
    ],
  },
  {
    // Editors block a visitor from the admin; the admin lists the last sign-in (docs/decisions/032).
    name: '007_visitor_blocking',
    statements: ['alter table "user" add column "banned" integer default 0', 'alter table "user" add column "lastSignInAt" date'],
  },
  {
    // Why a visitor is blocked, and the editors' audit trail: who blocked, unblocked or deleted whom, when, why (docs/decisions/012, addendum).
    // No foreign key: an entry outlives the visitor it names.
    name: '008_visitor_admin_log',
    statements: [
      'alter table "user" add column "banReason" text',
      'create table "visitor_admin_log" ("id" integer not null primary key autoincrement, "visitorId" text not null, "action" text not null, "reason" text not null, "editorId" text not null, "editorEmail" text not null, "at" text not null)',
      'create index "visitor_admin_log_visitor_idx" on "visitor_admin_log" ("visitorId", "id")',
    ],
  },
  {
    // Sign-in by a code sent by text message (docs/decisions/012, addendum): the number its owner proved, one account per number.
    name: '009_phone_sign_in',
    statements: ['alter table "user" add column "phoneNumber" text', 'alter table "user" add column "phoneNumberVerified" integer default 0', 'create unique index "user_phoneNumber_uidx" on "user" ("phoneNumber")'],
  },
  {
    // The communication archive (docs/decisions/039): every mail the site sent, per recipient address, kept MAIL_ARCHIVE_RETENTION_DAYS.
    name: '010_mail_archive',
    statements: [
      'create table "mail_archive" ("id" integer not null primary key autoincrement, "email" text not null, "subject" text not null, "body" text not null, "sentAt" text not null)',
      'create index "mail_archive_email_idx" on "mail_archive" ("email", "sentAt")',
      'create index "mail_archive_sent_idx" on "mail_archive" ("sentAt")',
    ],
  },
  {
    // The trade area's 'recently viewed' (docs/decisions/038): one row per (visitor, product), its last view; at most 50 kept per visitor, gone with the account.
    name: '011_trade_recently_viewed',
    statements: [
      'create table "trade_recently_viewed" ("id" integer not null primary key autoincrement, "userId" text not null references "user" ("id") on delete cascade, "productId" integer not null, "viewedAt" text not null)',
      'create unique index "trade_recently_viewed_owner_product_uidx" on "trade_recently_viewed" ("userId", "productId")',
      'create index "trade_recently_viewed_owner_time_idx" on "trade_recently_viewed" ("userId", "viewedAt")',
    ],
  },
]
