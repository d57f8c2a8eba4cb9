// The sandbox state as JSON (memory, `dump()`, SANDBOX_DATA): the contract's shapes, plus what
// the API never returns (password hashes, refresh tokens, upload bytes, who placed an order).
import type { components } from '@shop/api-client';

type S = components['schemas'];

/** Bumped on every shape change; an older data file is migrated at start, never reseeded. */
export const SEED_VERSION = 2;

export type Id = S['Id'];

/** A category stored flat; the tree (`categories` children) is built on read. */
export type CategoryRecord = Omit<S['Category'], 'categories' | 'parentId' | 'order'> & {
  parentId: Id | null;
  order: number;
};

/** The full product the editor GETs; list items and link refs are derived from it. */
export type ProductRecord = S['Product'];

export type ProductLinksRecord = S['ProductLinksSave'];

/** A category's saved product order; its products missing here follow in their own `order`. */
export type CategoryProductSort = { categoryId: Id; productIds: Id[] };

export type CategoryFilters = { categoryId: Id; filters: S['FilterItem'][] };

export type NewsRecord = S['News'];

/** `customerId`/`storeId` are never sent: they let push mailings pick customers by their orders. */
export type OrderRecord = S['Order'] & { customerId: Id | null; storeId: Id | null };

export type UserRecord = Omit<S['User'], 'newPassword' | 'oldPassword'> & {
  /** `scrypt$<salt>$<hex key>` from seed/passwords.ts `hashPassword`. */
  passwordHash: string;
};

export type UserPromotionRecord = S['UserPromotion'] & { id: Id; userId: Id };

export type StoreRecord = S['Store'];

/** `links` are the ids of the stores the promotion runs in. */
export type StorePromotionRecord = S['StorePromotion'] & { id: Id };

export type CityRecord = S['City'];

/** `store` is refreshed from `stores` on read; `rating`, the mean of the votes, is never stored. */
export type BartenderRecord = Omit<S['Bartender'], 'rating'>;

export type BartenderVoteRecord = S['BartenderVote'] & { id: Id; bartenderId: Id };

export type PushMailingRecord = S['PushMailing'] & {
  id: Id;
  sentAtUtc: S['UtcDateTime'];
  recipients: number;
};

export type SlideRecord = S['Slide'];

/** Bytes live in the uploads folder under `fileName`; seeded records use api-spec's media files. */
export type UploadRecord = {
  id: Id;
  path: string;
  contentType: string;
  originalName: string;
  fileName: string;
  createdAtUtc: S['UtcDateTime'];
};

/** A file served by `/api/file/{id}` (its id is a uuid), with the name for Content-Disposition. */
export type DownloadFileRecord = {
  id: string;
  fileName: string;
  contentType: string;
  bytesBase64: string;
};

/** Kept only as its SHA-256, so a copy of the data file signs nobody in (see auth/sessions.ts). */
export type RefreshTokenRecord = {
  tokenHash: string;
  userId: Id;
  expiresAtUtc: S['UtcDateTime'];
  familyId: string;
  usedAtUtc?: S['UtcDateTime'];
};

/** The next id per id space. `images` numbers Image, StoreImage and upload ids alike. */
export type NextIds = {
  categories: Id;
  products: Id;
  images: Id;
  news: Id;
  orders: Id;
  /** The next order `number` (shown to people), independent of the record id. */
  orderNumber: number;
  users: Id;
  userPromotions: Id;
  stores: Id;
  storePromotions: Id;
  cities: Id;
  bartenders: Id;
  bartenderVotes: Id;
  pushMailings: Id;
  slides: Id;
};

export type SandboxData = {
  version: typeof SEED_VERSION;
  categories: CategoryRecord[];
  products: ProductRecord[];
  productLinks: ProductLinksRecord[];
  productSort: CategoryProductSort[];
  categoryFilters: CategoryFilters[];
  news: NewsRecord[];
  orders: OrderRecord[];
  users: UserRecord[];
  userPromotions: UserPromotionRecord[];
  stores: StoreRecord[];
  storePromotions: StorePromotionRecord[];
  cities: CityRecord[];
  bartenders: BartenderRecord[];
  bartenderVotes: BartenderVoteRecord[];
  pushMailings: PushMailingRecord[];
  slides: SlideRecord[];
  uploads: UploadRecord[];
  files: DownloadFileRecord[];
  refreshTokens: RefreshTokenRecord[];
  nextId: NextIds;
};
