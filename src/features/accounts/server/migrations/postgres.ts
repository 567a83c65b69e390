/**
 * The visitor tables on PostgreSQL (schema visitor_accounts), as better-auth 1.7.25 plans them for
 * server/authOptions.ts (its `getMigrations(...).compileMigrations()`), committed so that what
 * runs in production is what was reviewed. Append new migrations; never edit an applied one.
 */
export const postgresMigrations: readonly { name: string; statements: readonly string[] }[] = [
  {
    name: '001_visitor_tables',
    statements: [
      'create table "user" ("id" text not null primary key, "name" text not null, "email" text not null unique, "emailVerified" boolean not null, "image" text, "createdAt" timestamptz default CURRENT_TIMESTAMP not null, "updatedAt" timestamptz default CURRENT_TIMESTAMP not null, "surname" text not null, "kind" text not null, "phone" text, "country" text not null, "province" text, "city" text not null, "profession" text, "company" text, "vatNumber" text, "locale" text not null, "newsletter" boolean, "consentedAt" timestamptz not null)',
      'create table "session" ("id" text not null primary key, "expiresAt" timestamptz not null, "token" text not null unique, "createdAt" timestamptz default CURRENT_TIMESTAMP not null, "updatedAt" timestamptz not null, "ipAddress" text, "userAgent" text, "userId" text not null references "user" ("id") on delete cascade)',
      'create table "account" ("id" text not null primary key, "accountId" text not null, "providerId" text not null, "userId" text not null references "user" ("id") on delete cascade, "accessToken" text, "refreshToken" text, "idToken" text, "accessTokenExpiresAt" timestamptz, "refreshTokenExpiresAt" timestamptz, "scope" text, "password" text, "createdAt" timestamptz default CURRENT_TIMESTAMP not null, "updatedAt" timestamptz not null)',
      'create table "verification" ("id" text not null primary key, "identifier" text not null, "value" text not null, "expiresAt" timestamptz not null, "createdAt" timestamptz default CURRENT_TIMESTAMP not null, "updatedAt" timestamptz default CURRENT_TIMESTAMP not null)',
      'create index "session_userId_idx" on "session" ("userId")',
      'create index "account_userId_idx" on "account" ("userId")',
      'create index "verification_identifier_idx" on "verification" ("identifier")',
    ],
  },
  {
    // MFA: better-auth's twoFactor plugin (TOTP secret and backup codes, encrypted).
    name: '002_two_factor',
    statements: [
      'alter table "user" add column "twoFactorEnabled" boolean default false',
      'create table "twoFactor" ("id" text not null primary key, "secret" text not null, "backupCodes" text not null, "userId" text not null references "user" ("id") on delete cascade, "verified" boolean, "failedVerificationCount" integer, "lockedUntil" timestamptz)',
      'create index "twoFactor_secret_idx" on "twoFactor" ("secret")',
      'create index "twoFactor_userId_idx" on "twoFactor" ("userId")',
    ],
  },
  {
    // The wishlist (docs/decisions/024): owned by the visitor, gone with the account.
    name: '003_wishlist_items',
    statements: [
      'create table "wishlist_item" ("id" bigint generated always as identity primary key, "userId" text not null references "user" ("id") on delete cascade, "kind" text not null, "itemId" text not null, "options" text not null, "createdAt" timestamptz default CURRENT_TIMESTAMP not null)',
      'create unique index "wishlist_item_owner_item_uidx" on "wishlist_item" ("userId", "kind", "itemId", "options")',
    ],
  },
  {
    // The password policy's history (docs/decisions/025): the hashes of an account's last passwords, gone with the account.
    name: '004_password_history',
    statements: [
      'create table "password_history" ("id" bigint generated always as identity primary key, "userId" text not null references "user" ("id") on delete cascade, "hash" text not null, "createdAt" timestamptz default CURRENT_TIMESTAMP not null)',
      'create index "password_history_userId_idx" on "password_history" ("userId", "id")',
    ],
  },
  {
    // Moodboards (docs/decisions/028): owned by the visitor, gone with the account; items gone with their board.
    name: '005_moodboards',
    statements: [
      'create table "moodboard" ("id" text not null primary key, "userId" text not null references "user" ("id") on delete cascade, "title" text not null, "shared" integer not null default 0, "createdAt" timestamptz not null, "updatedAt" timestamptz not null, "deletedAt" timestamptz)',
      'create index "moodboard_userId_idx" on "moodboard" ("userId", "updatedAt")',
      'create table "moodboard_item" ("id" bigint generated always as identity primary key, "boardId" text not null references "moodboard" ("id") on delete cascade, "position" integer not null, "kind" text not null, "ref" text not null, "x" integer not null, "y" integer not null, "w" integer not null, "h" integer not null, "z" integer not null, "text" text not null, "colour" text not null)',
      'create unique index "moodboard_item_board_position_uidx" on "moodboard_item" ("boardId", "position")',
    ],
  },
  {
    // The download history (docs/decisions/031): which file a visitor took and when, one row per (owner, download), gone with the account.
    name: '006_download_history',
    statements: [
      'create table "download_history" ("id" bigint generated always as identity primary key, "userId" text not null references "user" ("id") on delete cascade, "downloadId" integer not null, "fileVersion" text not null, "takenAt" timestamptz not null)',
      'create unique index "download_history_owner_download_uidx" on "download_history" ("userId", "downloadId")',
    ],
  },
  {
    // Editors block a visitor from the admin; the admin lists the last sign-in (docs/decisions/032).
    name: '007_visitor_blocking',
    statements: ['alter table "user" add column "banned" boolean default false', 'alter table "user" add column "lastSignInAt" timestamptz'],
  },
  {
    // Why a visitor is blocked, and the editors' audit trail: who blocked, unblocked or deleted whom, when, why (docs/decisions/012, addendum).
    // No foreign key: an entry outlives the visitor it names.
    name: '008_visitor_admin_log',
    statements: [
      'alter table "user" add column "banReason" text',
      'create table "visitor_admin_log" ("id" bigint generated always as identity primary key, "visitorId" text not null, "action" text not null, "reason" text not null, "editorId" text not null, "editorEmail" text not null, "at" timestamptz not null)',
      'create index "visitor_admin_log_visitor_idx" on "visitor_admin_log" ("visitorId", "id")',
    ],
  },
  {
    // Sign-in by a code sent by text message (docs/decisions/012, addendum): the number its owner proved, one account per number.
    name: '009_phone_sign_in',
    statements: ['alter table "user" add column "phoneNumber" text', 'alter table "user" add column "phoneNumberVerified" boolean default false', 'create unique index "user_phoneNumber_uidx" on "user" ("phoneNumber")'],
  },
  {
    // The communication archive (docs/decisions/039): every mail the site sent, per recipient address, kept MAIL_ARCHIVE_RETENTION_DAYS.
    name: '010_mail_archive',
    statements: [
      'create table "mail_archive" ("id" bigint generated always as identity primary key, "email" text not null, "subject" text not null, "body" text not null, "sentAt" timestamptz not null)',
      'create index "mail_archive_email_idx" on "mail_archive" ("email", "sentAt")',
      'create index "mail_archive_sent_idx" on "mail_archive" ("sentAt")',
    ],
  },
  {
    // The trade area's 'recently viewed' (docs/decisions/038): one row per (visitor, product), its last view; at most 50 kept per visitor, gone with the account.
    name: '011_trade_recently_viewed',
    statements: [
      'create table "trade_recently_viewed" ("id" bigint generated always as identity primary key, "userId" text not null references "user" ("id") on delete cascade, "productId" integer not null, "viewedAt" timestamptz not null)',
      'create unique index "trade_recently_viewed_owner_product_uidx" on "trade_recently_viewed" ("userId", "productId")',
      'create index "trade_recently_viewed_owner_time_idx" on "trade_recently_viewed" ("userId", "viewedAt")',
    ],
  },
]
