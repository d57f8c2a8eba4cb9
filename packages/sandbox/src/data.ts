// The whole sandbox state as plain JSON: what the in-memory server keeps, what `dump()` returns
// and what SANDBOX_DATA persists. Records keep the contract's own shapes wherever the API returns
// them, so the routes answer with little mapping; what the API never returns (password hashes,
// refresh tokens, upload bytes, who placed an order) is added beside them.
import type { components } from '@shop/api-client';

type S = components['schemas'];

/**
 * Bumped whenever the shape below changes; an older SANDBOX_DATA file is migrated at start
 * (persistence/migrate.ts), never reseeded. 2: upload bytes in files beside the data file,
 * refresh tokens stored as hashes in families.
 */
export const SEED_VERSION = 2;

export type Id = S['Id'];

/** A category stored flat; the tree (`categories` children) is built on read. */
export type CategoryRecord = Omit<S['Category'], 'categories' | 'parentId' | 'order'> & {
  parentId: Id | null;
  order: number;
};

/** The full product the editor GETs; list items and link refs are derived from it. */
export type ProductRecord = S['Product'];

/** The products linked to one product (the ProductLinksSave shape); refs are built on read. */
export type ProductLinksRecord = S['ProductLinksSave'];

/**
 * The product order of one category as saved on the sort screen: ids first to last (a
 * SortedProduct's `order` is its 1-based position). Products of the category missing here
 * follow in their own `order`.
 */
export type CategoryProductSort = { categoryId: Id; productIds: Id[] };

/** The filters of one category in their saved order. */
export type CategoryFilters = { categoryId: Id; filters: S['FilterItem'][] };

export type NewsRecord = S['News'];

/**
 * A full order; the list's OrderSummary is its first fields. `customerId` and `storeId` are
 * never sent (strip them on read): they let push mailings pick customers by their orders.
 */
export type OrderRecord = S['Order'] & { customerId: Id | null; storeId: Id | null };

/** A manager or customer: the User the API returns minus the write-only passwords, plus a hash. */
export type UserRecord = Omit<S['User'], 'newPassword' | 'oldPassword'> & {
  /** `scrypt$<salt>$<hex key>` from seed/passwords.ts `hashPassword`. */
  passwordHash: string;
};

/** A promotion attached to one customer (`userId`, never sent). */
export type UserPromotionRecord = S['UserPromotion'] & { id: Id; userId: Id };

export type StoreRecord = S['Store'];

/** `links` are the ids of the stores the promotion runs in. */
export type StorePromotionRecord = S['StorePromotion'] & { id: Id };

export type CityRecord = S['City'];

/**
 * A bartender; `store` keeps the BartenderStore the API shows (refresh its name/address from
 * `stores` on read). `rating` is not stored: it is the mean of the bartender's votes.
 */
export type BartenderRecord = Omit<S['Bartender'], 'rating'>;

/** One review of a bartender, in the API shape plus its own id and the bartender's. */
export type BartenderVoteRecord = S['BartenderVote'] & { id: Id; bartenderId: Id };

/** A push mailing as sent, with when and to how many customers. */
export type PushMailingRecord = S['PushMailing'] & {
  id: Id;
  sentAtUtc: S['UtcDateTime'];
  recipients: number;
};

export type SlideRecord = S['Slide'];

/**
 * An uploaded file (images of every upload route and slides). Its bytes live in the uploads
 * folder under `fileName`, so the JSON file stays small; `path` is where the server serves it
 * (e.g. `/media/uploads/42-1f3a….png`). Seeded records point at the files of @shop/api-spec's
 * media folder instead and need no entry.
 */
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

/**
 * A refresh token, kept only as its SHA-256 (hex), so a copy of the data file signs nobody in.
 * Refreshing marks it used and issues the next one of its family (the chain that began at one
 * sign-in), so that a second use can be told from a first.
 */
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
