// Generated from @shop/api-spec by `pnpm generate`. Do not edit by hand.
export interface paths {
  '/api/user/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign in
     * @description Exchanges a user name and password for an access token and a refresh token. The client
     *     never retries this call and shows no global alert when it fails: the login screen says
     *     'Не верный логин или пароль' itself.
     */
    post: operations['loginUser'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/refresh-token': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Refresh the access token
     * @description Exchanges an expired access token and its refresh token for a new pair. The client calls
     *     it once for all calls that got a 401 meanwhile (one tab at a time: a tab waiting for
     *     another's refresh takes the pair that tab stored), and never retries it.
     *
     *     Refresh tokens rotate (OAuth 2.0 Security BCP, RFC 6819): each works once and the pair it
     *     gets carries the next one of the same family, the chain that began at one sign-in. A
     *     server answers 401 and changes nothing else when the token is unknown or expired, when it
     *     was revoked (by `logoutUser`, or by a password change of its user from another session),
     *     or when its user is disabled. A token used a second time was stolen or copied: the
     *     server answers 401 and revokes every token of its family, so neither the thief nor the
     *     owner can go on with that session.
     */
    post: operations['refreshToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign out
     * @description Revokes the refresh token (RFC 7009): its family can never be refreshed again, so a copy
     *     of it taken from the browser is worthless. Access tokens already issued stay valid until
     *     their short expiry. 'Выход' calls it, then clears the session in the browser whether or
     *     not the call succeeded. Needs no access token (it may have expired): the refresh token is
     *     the credential. A token that is unknown, expired or already revoked is answered the same
     *     way, so the answer tells nothing about it.
     */
    post: operations['logoutUser'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/catalog/category/tree': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get the category tree
     * @description The whole catalogue as a nested array; each category carries its children in `categories`.
     */
    get: operations['getCategoryTree'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/catalog/category': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create or update a category
     * @description Creates the category when it has no id, else updates it. Returns the stored category with its id.
     */
    post: operations['saveCategory'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/catalog/category/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The record id.
         * @example 12
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /** Get a category */
    get: operations['getCategory'];
    put?: never;
    post?: never;
    /** Delete a category */
    delete: operations['deleteCategory'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/catalog/category/{id}/sort': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The record id.
         * @example 12
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * Get the products of a category in their sort order
     * @description The products of the category, with their current order, for the sort screen.
     */
    get: operations['getCategoryProductSort'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/catalog/image/save': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload a catalogue image
     * @description Stores an image for a category or a product and returns the image record. The category
     *     editor always sends `order` 1; the product editor numbers product images 1..n.
     *     Only image files are accepted.
     */
    post: operations['uploadCatalogImage'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/news/image/save': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload a news image
     * @description Stores an image for a news item at the given position and returns the image record. Only image files are accepted.
     */
    post: operations['uploadNewsImage'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/store/image/save': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload a store image
     * @description Stores an image for a store and returns the image record. The store editor sends
     *     `order` equal to the number of images the store already has plus 1. Only image files
     *     are accepted.
     */
    post: operations['uploadStoreImage'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/promotion/image/save': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload a promotion image
     * @description Stores the image of a store promotion or a user promotion and returns where it is served. Only image files are accepted.
     */
    post: operations['uploadPromotionImage'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/bartender/image/save': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload a bartender avatar
     * @description Stores a bartender's avatar and returns where it is served; the editor keeps it as `imagePath`. Only image files are accepted.
     */
    post: operations['uploadBartenderImage'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/catalog/iiko/sync': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Synchronise the catalogue with iiko
     * @description Starts the synchronisation of the catalogue with the external restaurant-management
     *     system (iiko) and answers when it is done. The request has no body. The dashboard shows
     *     'Синхронизация завершена' on success and clears its running state on failure.
     */
    post: operations['syncCatalog'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/file/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The file id.
         * @example 3f2b8c1e-6a4d-4e9b-9c72-5d1a0e8f4b63
         */
        id: string;
      };
      cookie?: never;
    };
    /**
     * Download a file
     * @description Returns the file as a binary body. The client saves it under the name given in the
     *     `Content-Disposition` header (preferring `filename*`), or as 'file' when there is none.
     */
    get: operations['downloadFile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/catalog/product/edit/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The record id.
         * @example 12
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * Get a product for editing
     * @description The product with every field the editor shows, its images ordered 1..n and its modifiers (nested one level through `child`).
     */
    get: operations['getProduct'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/catalog/product/edit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create or update a product
     * @description Creates the product when it has no id, else updates it. Returns the stored product with its id; after the first save the editor moves to /products/edit/{id}.
     */
    post: operations['saveProduct'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/catalog/product/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List products
     * @description One page of products, optionally filtered by `search`. The product list asks for 20 per
     *     page; the product search in the related-products modal asks for page 1 with 10 per page.
     */
    get: operations['listProducts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/catalog/product/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The record id.
         * @example 12
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Delete a product
     * @description The list asks 'Удалить этот продукт?' first and reloads the current page afterwards.
     */
    delete: operations['deleteProduct'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/catalog/product/links': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List products with their related products
     * @description One page of products, each with the products linked to it, optionally filtered by `search`. The related-products screen asks for 20 per page.
     */
    get: operations['listProductLinks'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/catalog/product/links/save': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Save the related products of a product
     * @description Replaces the products linked to the product `id` with `links` and returns the product with its links. The screen shows 'Связи сохранены'.
     */
    post: operations['saveProductLinks'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/catalog/product/sort': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Save the sort order of products
     * @description Saves the order of the products of one category as shown on the sort screen. Order
     *     values are 1-based list positions.
     *
     *     `If-Match` carries the `ETag` that getCategoryProductSort answered for the category shown:
     *     the version of that category's order.
     */
    put: operations['saveProductSort'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/category/filter/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The record id.
         * @example 12
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * Get the filters of a category
     * @description The filter names of the category with their current order, for the filter sort screen.
     */
    get: operations['getCategoryFilters'];
    /**
     * Save the filter order of a category
     * @description Saves the filters of the category in the order shown on the sort screen. Order values are 1-based list positions.
     */
    put: operations['saveCategoryFilters'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/news/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The record id.
         * @example 12
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /** Get a news item */
    get: operations['getNews'];
    put?: never;
    post?: never;
    /**
     * Delete a news item
     * @description The list asks 'Удалить этот новость?' first and reloads the current page afterwards.
     */
    delete: operations['deleteNews'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/news': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create or update a news item
     * @description Creates the news item when it has no id, else updates it. Returns the stored item with
     *     its id; after the first save the editor moves to /news/edit/{id}. Dates are UTC with
     *     seconds fixed at 00.000.
     */
    post: operations['saveNews'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/news/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List news
     * @description One page of news items, optionally filtered by `search`. The news list asks for 20 per page.
     */
    get: operations['listNews'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/orders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List orders
     * @description One page of orders, newest first. `search` filters by order number (the search box's
     *     placeholder is 'Номер заказа'). The order list asks for 20 per page.
     *
     *     `orderStatus`, `paymentStatus`, `dateFrom` and `dateTo` are optional filters (since
     *     1.2.0). The server applies every one that is given together with `search` and with each
     *     other (an order must match all of them); `pages` counts the filtered orders. An omitted
     *     filter does not filter. Both dates are UTC instants and both bounds are inclusive
     *     (`dateFrom <= utcDate <= dateTo`): for a day chosen on screen the admin sends the start
     *     of that day as `dateFrom` and its last millisecond (23:59:59.999 local time, in UTC) as
     *     `dateTo`. An unreadable value answers 400.
     */
    get: operations['listOrders'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/orders/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The record id.
         * @example 12
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * Get an order
     * @description The order with its items. The price of one unit of an item is its `price` plus the sum of
     *     its modifiers' `price × count`; `totalSum` is the sum of those unit prices times `count`.
     */
    get: operations['getOrder'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/orders/{id}/status/{status}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The record id.
         * @example 12
         */
        id: components['parameters']['Id'];
        /**
         * @description The new order status.
         * @example 3
         */
        status: components['schemas']['OrderStatus'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Set the order status
     * @description Sets the order status; the request has no body. Any status may be set at any time: no
     *     transition order is enforced. The screen shows 'Статус заказа установлен'.
     */
    post: operations['setOrderStatus'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/orders/{id}/payment/status/{status}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The record id.
         * @example 12
         */
        id: components['parameters']['Id'];
        /**
         * @description The new payment status.
         * @example 2
         */
        status: components['schemas']['PaymentStatus'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Set the payment status
     * @description Sets the payment status of the order; the request has no body. Any status may be set at
     *     any time. The screen shows 'Статус оплаты установлен'.
     */
    post: operations['setOrderPaymentStatus'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/user/manager/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List users
     * @description One page of managers and customers, for the user list (user name as a link, name, role).
     *     The user list screen asks the default page size (100).
     */
    get: operations['listUsers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/user/manager/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The record id.
         * @example 12
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * Get a user
     * @description The full user. For a user whose role is not Admin the editor also shows the customer
     *     fields (bonuses, hasCar, hasWife, children, incomeLevel), the address and the user's promotions.
     *     Passwords are never returned.
     */
    get: operations['getUser'];
    put?: never;
    post?: never;
    /**
     * Delete a user
     * @description The admin asks 'Удалить пользователя?' first, then reloads the current page.
     */
    delete: operations['deleteUser'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/user/manager': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Update a user
     * @description Updates the user with the id in the body. `newPassword` is optional here (labelled
     *     'Новый пароль') and changes the password only when set; `oldPassword` is sent only when users
     *     edit their own account. Returns the stored user.
     */
    put: operations['updateUser'];
    /**
     * Create a user
     * @description Creates a manager or a customer. `userName` is required, and `newPassword` is required when
     *     creating. The role of a new user defaults to Admin in the editor. Returns the stored user with
     *     its id; the editor then moves to /users/edit/{id}.
     */
    post: operations['createUser'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/promotion/user/{userId}/list': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id of the customer whose promotions are listed.
         * @example 12
         */
        userId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    /**
     * List the promotions of a user
     * @description Every promotion attached to the customer, shown in the user editor for users whose role is
     *     not Admin. Its `ETag` is the version of the customer's promotions, which their saves send back.
     */
    get: operations['listUserPromotions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/promotion/user/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add or save a promotion of a user
     * @description Here `id` is the **user's** id (the route is `/promotion/user/{userId}`). The promotion is
     *     created when it has no id, else the promotion with that id is updated; the admin uses this
     *     one call for both add ('Акция добавлена') and save ('Акция сохранена'). A new promotion needs
     *     name, image and promoCode; an existing one needs name and image. Returns the saved promotion
     *     with its id.
     *
     *     The customer's promotions are saved as one list: `If-Match` carries the `ETag` of
     *     listUserPromotions, and the answer's `ETag` is the list's new version.
     */
    post: operations['saveUserPromotion'];
    /**
     * Delete a promotion of a user
     * @description Here `id` is the **promotion's** id (the route is `/promotion/user/{promotionId}`). The admin
     *     asks 'Удалить акцию?' first and says 'Акция удалена' afterwards.
     */
    delete: operations['deleteUserPromotion'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/store/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The record id.
         * @example 12
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * Get a store
     * @description The full store for the store editor: iiko identifiers, map location, image gallery and
     *     `workTime`, seven {from, to} entries in the form HH:mm:ss.000, Monday first; a closed day
     *     has both times null.
     */
    get: operations['getStore'];
    put?: never;
    post?: never;
    /**
     * Delete a store
     * @description The admin asks 'Удалить этот магазин?' first, then reloads the current page.
     */
    delete: operations['deleteStore'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/store/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List stores
     * @description One page of stores for the store list (first image, name, active tick). The store list asks
     *     the default page size (100); the store promotion and bartender screens ask `pageSize=100000`
     *     when they need every store.
     */
    get: operations['listStores'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/store/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create or update a store
     * @description Creates the store when it has no id, else updates it ('Магазин сохранен'). The path keeps
     *     its trailing slash (`POST /api/admin/store/`). `workTime` is sent as strings HH:mm:ss.000,
     *     seven entries, Monday first; hours are optional and a closed day is sent as
     *     `{ "from": null, "to": null }`. A new image got its record from the store image upload and
     *     takes order = count + 1. The editor sends only when the required fields are filled and a
     *     map location is set. Returns the stored store including its id; after creating, the editor
     *     moves to /stores/list/edit/{id}.
     */
    post: operations['saveStore'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/promotion/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List store promotions
     * @description One page of store promotions, each with the ids of the stores it runs in (`links`). The
     *     store promotion screen asks `pageSize=1000000` to get every promotion at once.
     *     Its `ETag` is the version of all promotions (whatever the page), which their saves send back.
     */
    get: operations['listStorePromotions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/promotion': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create or update a store promotion
     * @description Creates the promotion when it has no id ('Акция добавлена'), else updates it ('Акция
     *     сохранена'). Name and image are required; `image` is the url returned by the promotion image
     *     upload and `links` lists the ids of the stores the promotion runs in. Returns the saved
     *     promotion with its id.
     *
     *     The promotions are saved as one list: `If-Match` carries the `ETag` of
     *     listStorePromotions, and the answer's `ETag` is the list's new version.
     */
    post: operations['saveStorePromotion'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/promotion/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The record id.
         * @example 12
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Delete a store promotion
     * @description The admin asks 'Удалить акцию?' first and says 'Акция удалена' afterwards.
     */
    delete: operations['deleteStorePromotion'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/city/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List cities
     * @description One page of cities for the city list (name, active icon). The store editor asks
     *     `pageSize=10000` to fill its city select with every city.
     */
    get: operations['listCities'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/city/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The record id.
         * @example 12
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * Get a city
     * @description The city with its centre, which the city editor shows on the map.
     */
    get: operations['getCity'];
    put?: never;
    post?: never;
    /**
     * Delete a city
     * @description The admin asks 'Удалить этот город?' first, then reloads the current page.
     */
    delete: operations['deleteCity'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/city': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create or update a city
     * @description Creates the city when it has no id, else updates it ('Город сохранен'). The editor sends only
     *     when the name is filled and a centre is chosen on the map. Returns the stored city with its
     *     id; after creating, the editor moves to /cities/edit/{id}.
     */
    post: operations['saveCity'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/bartender/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List bartenders
     * @description Every bartender as one array, without paging. The list shows the avatar (a placeholder when
     *     `imagePath` is null), last name and name, and the rating with one decimal; the rating is null
     *     while a bartender has no reviews.
     */
    get: operations['listBartenders'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/bartender/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The record id.
         * @example 12
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * Get a bartender
     * @description The bartender for the editor; `store` carries the id, name and address shown in the store select.
     */
    get: operations['getBartender'];
    put?: never;
    post?: never;
    /**
     * Delete a bartender
     * @description The admin asks 'Удалить этого бармена?' first, then reloads the list.
     */
    delete: operations['deleteBartender'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/bartender/{id}/votes': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The record id.
         * @example 12
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * List the reviews of a bartender
     * @description Every review of the bartender, for the reviews modal (date, user, rating, comment).
     *     `dateTimeUtc` is UTC; the admin shows it in local time as dd.MM.yyyy HH:mm.
     */
    get: operations['listBartenderVotes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/bartender': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create or update a bartender
     * @description Creates the bartender when there is no id, else updates it ('Бармен сохранен'). Last name,
     *     name and description are required; `imagePath` is the url returned by the bartender image
     *     upload. The rating is computed from the reviews and is never sent. Returns the stored
     *     bartender with its id; after creating, the editor moves to /bartenders/edit/{id}.
     */
    post: operations['saveBartender'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/push': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a push mailing
     * @description Creates a push mailing to customers ('Рассылка создана'); the form is cleared afterwards.
     *     `caption` (at most 150 characters) and `text` (at most 1000) are required.
     *
     *     - `sendAll: true` sends to every customer and the server ignores the filters below.
     *     - `averageSum` selects customers by their average check: with `lessAverageSum: true` those
     *       whose average check is less than `averageSum`, otherwise those whose average check is at
     *       least `averageSum`. Null or absent means no average-check filter.
     *     - `buyDateStart` and `buyDateEnd` select customers by purchase date: those who bought between
     *       the two instants. The admin sends both or neither; it types them as dd.MM.yyyy and sends
     *       local midnight as a UTC instant.
     */
    post: operations['sendPush'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/common/slider': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the slides
     * @description Every slide of the home-screen slider, in `order`.
     */
    get: operations['listSlides'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/common/slider/save': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Save all slides
     * @description Saves every slide at once, with its content and its `order` ('Слайды сохранены'). Moving a
     *     slide left or right swaps it with its neighbour and renumbers `order`; every slide needs
     *     content. The array is the whole slider as the admin shows it: there is no separate delete
     *     call, so a slide removed with its delete button ('Удалить слайд?') is left out of the array.
     */
    put: operations['saveSlides'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/common/slider/add': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add a slide
     * @description Uploads the image of a new slide with its content (multipart; both are required, and only
     *     image files are accepted) ('Слайд добавлен'). Returns the new slide, placed last.
     */
    post: operations['addSlide'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /**
     * @description A record id.
     * @example 12
     */
    Id: number;
    /** @description Marks a stored record, which always has an id. */
    Identified: {
      id: components['schemas']['Id'];
    };
    /** @description The body of every failed call. */
    ErrorResponse: {
      /**
       * @description A human-readable text, shown to the user as is.
       * @example Запись не найдена
       */
      message: string;
      /**
       * @description Messages per field name.
       * @example {
       *       "name": [
       *         "Поле обязательно для заполнения"
       *       ]
       *     }
       */
      errors?: {
        [key: string]: string[];
      };
    };
    /**
     * @description An RFC 9457 problem body (`application/problem+json`), as ASP.NET Core's ProblemDetails
     *     and ValidationProblemDetails send it. The admin shows `detail`, else `title`, when it
     *     is Russian text; English texts are replaced by 'Ошибка сервера (N)'. More members
     *     (extensions such as `traceId`) may follow.
     */
    ProblemDetails: {
      /**
       * @description A URI reference that names the problem type.
       * @example https://tools.ietf.org/html/rfc9110#section-15.5.1
       */
      type?: string;
      /**
       * @description A short summary of the problem type, for people.
       * @example Проверьте введённые данные
       */
      title?: string;
      /**
       * @description The HTTP status code.
       * @example 400
       */
      status?: number;
      /**
       * @description What went wrong in this occurrence, for people.
       * @example Цена должна быть больше нуля
       */
      detail?: string;
      /**
       * @description A URI reference to this occurrence (ASP.NET Core puts the request path here).
       * @example /api/admin/catalog/product/edit
       */
      instance?: string;
      /**
       * @description Messages per field, as ValidationProblemDetails sends them: ASP.NET Core names a
       *     field by its C# path (`Name`, `Modificators[0].Name`).
       * @example {
       *       "Name": [
       *         "Поле обязательно для заполнения"
       *       ]
       *     }
       */
      errors?: {
        [key: string]: string[];
      };
      /**
       * @description The request's trace id (an ASP.NET Core extension member).
       * @example 00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-00
       */
      traceId?: string;
    } & {
      [key: string]: unknown;
    };
    /**
     * @description What an error answer sent as `application/json` may hold: an ErrorResponse or, from a
     *     server that does not set the problem media type, a problem body.
     */
    AnyErrorBody: components['schemas']['ErrorResponse'] | components['schemas']['ProblemDetails'];
    /** @description The part every paged response shares; combine with `items` through allOf. */
    PageInfo: {
      /**
       * @description How many pages there are in all, at the page size served (0 for an empty list).
       *     Every record is on exactly one page: a client that reads pages 1 to `pages` sees
       *     each one once.
       * @example 4
       */
      pages: number;
    };
    /**
     * Format: date-time
     * @description A UTC instant. The server may omit the zone; clients then read it as UTC.
     * @example 2026-11-20T09:30:00.000Z
     */
    UtcDateTime: string;
    GeoPoint: {
      /** @example 54.714 */
      lat: number;
      /** @example 20.501 */
      lon: number;
    };
    /** @description An uploaded image. */
    Image: {
      id: components['schemas']['Id'];
      /**
       * @description Where the image is served, relative to the API origin or absolute.
       * @example /media/products/pizza-margherita.svg
       */
      path: string;
      /** @example margherita.jpg */
      originalName: string;
      /** @example 1 */
      order: number;
    };
    /** @description Where an uploaded file is served. */
    UploadedUrl: {
      /** @example /media/promotions/happy-hour.svg */
      url: string;
    };
    /** @description A multipart image upload with its position. */
    ImageUpload: {
      /**
       * Format: binary
       * @description An image file.
       */
      file: Blob;
      /**
       * @description The position of the image among its siblings.
       * @example 1
       */
      order?: number;
    };
    /** @description A multipart image upload without a position. */
    FileUpload: {
      /**
       * Format: binary
       * @description An image file.
       */
      file: Blob;
    };
    LoginRequest: {
      /** @example admin */
      userName: string;
      /**
       * Format: password
       * @example admin123
       */
      password: string;
    };
    RefreshTokenRequest: {
      /** @description The expired access token. */
      accessToken: string;
      refreshToken: string;
    };
    LogoutRequest: {
      /** @description The refresh token of the session to end. */
      refreshToken: string;
    };
    /**
     * @description `token` is a JWT whose claims carry the session user: `exp` (seconds; required), role in
     *     `role` (or the Microsoft role claim
     *     `http://schemas.microsoft.com/ws/2008/06/identity/claims/role`; with several roles the
     *     first counts), id in `sub` / `nameid` / `id`, user name in `unique_name` / `name` /
     *     `userName`. The admin reads the claims without checking the signature and lets in
     *     only the role `Admin`; the server checks the token on every call.
     */
    TokenPair: {
      token: string;
      refreshToken: string;
    };
    CategoryInput: {
      id?: components['schemas']['Id'];
      /** @example Пицца */
      name: string;
      /** @description The parent category; null or absent means root. */
      parentId?: components['schemas']['Id'] | null;
      isPublished: boolean;
      /** @example 1 */
      order?: number;
      image?: components['schemas']['Image'] | null;
    };
    /** @description A stored category; in the tree response it carries its children. */
    Category: components['schemas']['CategoryInput'] &
      components['schemas']['Identified'] & {
        categories?: components['schemas']['Category'][];
      };
    SortedProduct: {
      id: components['schemas']['Id'];
      /** @example Пицца Маргарита */
      name: string;
      isPublished: boolean;
      /** @example 1 */
      order: number;
    };
    FilterItem: {
      /** @example Острое */
      name: string;
      /** @example 1 */
      order: number;
    };
    ModificatorBase: {
      /** @example Двойной сыр */
      name: string;
      /** @example 90 */
      price: number;
      /** @example 0 */
      defaultCount?: number;
      /** @example 0 */
      minCount?: number;
      /** @example 2 */
      maxCount?: number;
      /** @example 1 */
      order?: number;
      /** @description Spelt so in the contract. */
      isRequried: boolean;
      image?: components['schemas']['Image'] | null;
    };
    /** @description A modifier; its children are one level deep and have no children themselves. */
    Modificator: components['schemas']['ModificatorBase'] & {
      child?: components['schemas']['ModificatorBase'][];
    };
    ProductInput: {
      id?: components['schemas']['Id'];
      /** @example Пицца Маргарита */
      name: string;
      /** @example 549 */
      price: number;
      oldPrice?: number | null;
      isPublished: boolean;
      isNew: boolean;
      isFavorite: boolean;
      /**
       * @description The article number.
       * @example PZ-001
       */
      code?: string;
      /** @example 1 */
      order?: number;
      /** @example 4607001234567 */
      barcode?: string;
      categoryIds?: components['schemas']['Id'][];
      description?: string;
      /** @description Ordered 1..n. */
      images?: components['schemas']['Image'][];
      modificators?: components['schemas']['Modificator'][];
    };
    Product: components['schemas']['ProductInput'] & components['schemas']['Identified'];
    ProductListItem: {
      id: components['schemas']['Id'];
      /** @example Пицца Маргарита */
      name: string;
      /**
       * @description The path of the first image.
       * @example /media/products/pizza-margherita.svg
       */
      image?: string | null;
      isPublished: boolean;
    };
    ProductPage: components['schemas']['PageInfo'] & {
      items: components['schemas']['ProductListItem'][];
    };
    ProductLinkRef: {
      id: components['schemas']['Id'];
      /** @example Морс клюквенный 0,5 л */
      name: string;
      /** @example /media/products/mors.svg */
      image?: string | null;
    };
    /** @description A product with the products linked to it. */
    ProductLinks: components['schemas']['ProductLinkRef'] & {
      links: components['schemas']['ProductLinkRef'][];
    };
    ProductLinksPage: components['schemas']['PageInfo'] & {
      items: components['schemas']['ProductLinks'][];
    };
    ProductLinksSave: {
      id: components['schemas']['Id'];
      links: components['schemas']['Id'][];
    };
    NewsInput: {
      id?: components['schemas']['Id'];
      /** @example Открылся новый магазин на Ленинском проспекте */
      title: string;
      isPublished: boolean;
      startDateUtc?: components['schemas']['UtcDateTime'] | null;
      endDateUtc?: components['schemas']['UtcDateTime'] | null;
      /** @description Free text, shown as text (never as HTML). */
      content?: string;
      images?: components['schemas']['Image'][];
    };
    News: components['schemas']['NewsInput'] & components['schemas']['Identified'];
    NewsPage: components['schemas']['PageInfo'] & {
      items: components['schemas']['News'][];
    };
    /**
     * @description 1 Создан, 2 Впроцессе, 3 Готов, 4 Отменен, 5 Закрыт. Any value may be set at any time.
     * @example 1
     * @enum {integer}
     */
    OrderStatus: 1 | 2 | 3 | 4 | 5;
    /**
     * @description 1 Ожидает оплаты, 2 Оплачен, 3 Отменен, 4 Возврат оплаты.
     * @example 1
     * @enum {integer}
     */
    PaymentStatus: 1 | 2 | 3 | 4;
    /**
     * @description 1 Картой, 2 Онлайн, 3 Наличными.
     * @example 1
     * @enum {integer}
     */
    PaymentType: 1 | 2 | 3;
    OrderSummary: {
      id: components['schemas']['Id'];
      /** @example 10452 */
      number: string;
      utcDate: components['schemas']['UtcDateTime'];
      /** @example Анна Смирнова */
      contactName: string;
      /** @example +7 911 456 78 90 */
      contactPhone: string;
      orderStatus: components['schemas']['OrderStatus'];
      paymentStatus: components['schemas']['PaymentStatus'];
      /** @example 1458 */
      totalSum: number;
    };
    OrderItemModificator: {
      /** @example Двойной сыр */
      name: string;
      /** @example 90 */
      price: number;
      /** @example 1 */
      count: number;
    };
    /** @description One line of an order. Its price is `price + Σ(modificator.price × modificator.count)`. */
    OrderItem: {
      /** @example Пицца Маргарита */
      name: string;
      /** @example 2 */
      count: number;
      /**
       * @description The base price of one unit.
       * @example 549
       */
      price: number;
      productInfo: {
        id: components['schemas']['Id'];
      };
      modificators: components['schemas']['OrderItemModificator'][];
    };
    Order: components['schemas']['OrderSummary'] & {
      /** @description The time the customer wants the order by, if any. */
      toTime?: components['schemas']['UtcDateTime'] | null;
      paymentType: components['schemas']['PaymentType'];
      /** @example Калининград, ул. Генерала Толстикова, д. 12, кв. 45 */
      deliveryAddress?: string | null;
      /** @example Позвонить за 10 минут */
      comment?: string | null;
      items: components['schemas']['OrderItem'][];
    };
    OrderPage: components['schemas']['PageInfo'] & {
      items: components['schemas']['OrderSummary'][];
    };
    /**
     * @description Admin (Администратор) or Customer (Покупатель).
     * @example Admin
     * @enum {string}
     */
    UserRole: 'Admin' | 'Customer';
    /**
     * @description How many children a customer has; 0 Не выбрано, 1 0 или 1, 2 '2', 3 больше 2.
     * @example 0
     * @enum {integer}
     */
    ChildrenOption: 0 | 1 | 2 | 3;
    /**
     * @description A customer's income level; 0 Не выбрано, 1 Низкий, 2 Средний, 3 Высокий, 4 Выше среднего.
     * @example 0
     * @enum {integer}
     */
    IncomeLevel: 0 | 1 | 2 | 3 | 4;
    Address: {
      /** @example Калининград */
      city?: string | null;
      /** @example ул. Черняховского */
      street?: string | null;
      /** @example 15 */
      house?: string | null;
      /** @example 42 */
      flat?: string | null;
    };
    UserInput: {
      id?: components['schemas']['Id'];
      /** @example manager.ivanova */
      userName: string;
      role: components['schemas']['UserRole'];
      /** @example Мария */
      name?: string | null;
      /** @example Иванова */
      lastName?: string | null;
      /** @example Сергеевна */
      middleName?: string | null;
      /** @example +7 911 234 56 78 */
      phone?: string | null;
      /**
       * Format: date
       * @example 1990-05-14
       */
      birthDate?: string | null;
      /**
       * Format: email
       * @example ivanova@example.ru
       */
      email?: string | null;
      isEnabled: boolean;
      /**
       * Format: password
       * @description Required when creating; when editing, set only to change the password.
       */
      newPassword?: string | null;
      /**
       * Format: password
       * @description Sent when users change their own password.
       */
      oldPassword?: string | null;
      /** @example 350 */
      bonuses?: number | null;
      hasCar?: boolean | null;
      hasWife?: boolean | null;
      children?: components['schemas']['ChildrenOption'];
      incomeLevel?: components['schemas']['IncomeLevel'];
      address?: components['schemas']['Address'];
    };
    User: components['schemas']['UserInput'] & components['schemas']['Identified'];
    UserListItem: {
      id: components['schemas']['Id'];
      /** @example manager.ivanova */
      userName: string;
      /** @example Мария */
      name?: string | null;
      /** @example Иванова */
      lastName?: string | null;
      role: components['schemas']['UserRole'];
    };
    UserPage: components['schemas']['PageInfo'] & {
      items: components['schemas']['UserListItem'][];
    };
    UserPromotion: {
      id?: components['schemas']['Id'];
      /** @example Скидка 15% на день рождения */
      name: string;
      /** @example /media/promotions/birthday.svg */
      image: string;
      isEnabled: boolean;
      startDateUTC?: components['schemas']['UtcDateTime'] | null;
      endDateUTC?: components['schemas']['UtcDateTime'] | null;
      /** @example BDAY15 */
      promoCode?: string | null;
    };
    /**
     * @description Opening hours of one weekday. Hours are optional: a closed day has both times null
     *     (`{ "from": null, "to": null }`); a day with only one of the two times is not valid.
     */
    WorkTime: {
      /** @example 09:00:00.000 */
      from: string | null;
      /** @example 23:00:00.000 */
      to: string | null;
    };
    StoreImage: {
      id: components['schemas']['Id'];
      /** @example 1 */
      order: number;
      /** @example /media/stores/leninsky.svg */
      path: string;
    };
    StoreInput: {
      id?: components['schemas']['Id'];
      /** @example Магазин на Ленинском */
      name: string;
      /** @example KGD-01 */
      code: string;
      cityId?: components['schemas']['Id'] | null;
      /** @example Калининград, Ленинский пр-т, 30 */
      address: string;
      /** @example 8 4012 555 010 */
      phone: string;
      /** @example 6f1c2a9e-3b7d-4a51-9c1e-0d2f4b8a7c11 */
      terminalId: string;
      /** @example 2b9d4e61-7a3c-4f08-8d25-91c6e0a4b3f7 */
      priceCategoryId?: string | null;
      /** @example a41e7c3b-5d92-4e6f-b018-3c7d9e2f6a54 */
      sectionId: string;
      /** @example 0c8b5f2d-9e17-4a36-a4d1-6f3e2b7c9d80 */
      storeId: string;
      /** @example 7e2a9c41-3f6b-4d85-b9e0-1a5c8d2f4e63 */
      organizationId: string;
      /** @example 5d3f8a27-1c6e-4b94-8f02-9e7a4c1b6d35 */
      departmentId: string;
      description?: string | null;
      isBranded: boolean;
      isEnabled: boolean;
      location: components['schemas']['GeoPoint'];
      images?: components['schemas']['StoreImage'][];
      /** @description Seven entries, Monday first. */
      workTime: components['schemas']['WorkTime'][];
    };
    Store: components['schemas']['StoreInput'] & components['schemas']['Identified'];
    StoreListItem: {
      id: components['schemas']['Id'];
      /** @example Магазин на Ленинском */
      name: string;
      /** @example Калининград, Ленинский пр-т, 30 */
      address: string;
      cityId?: components['schemas']['Id'] | null;
      isEnabled: boolean;
      isBranded?: boolean;
      images?: components['schemas']['StoreImage'][];
    };
    StorePage: components['schemas']['PageInfo'] & {
      items: components['schemas']['StoreListItem'][];
    };
    StorePromotion: {
      id?: components['schemas']['Id'];
      /** @example Счастливые часы */
      name: string;
      /** @example /media/promotions/happy-hour.svg */
      image: string;
      isEnabled: boolean;
      startDateUTC?: components['schemas']['UtcDateTime'] | null;
      endDateUTC?: components['schemas']['UtcDateTime'] | null;
      /** @description The ids of the stores the promotion runs in. */
      links?: components['schemas']['Id'][];
    };
    StorePromotionPage: components['schemas']['PageInfo'] & {
      items: (components['schemas']['StorePromotion'] & components['schemas']['Identified'])[];
    };
    CityInput: {
      id?: components['schemas']['Id'];
      /** @example Калининград */
      name: string;
      isEnabled: boolean;
      location: components['schemas']['GeoPoint'];
    };
    City: components['schemas']['CityInput'] & components['schemas']['Identified'];
    CityPage: components['schemas']['PageInfo'] & {
      items: components['schemas']['City'][];
    };
    BartenderStore: {
      id: components['schemas']['Id'];
      /** @example Магазин на Ленинском */
      name?: string;
      /** @example Калининград, Ленинский пр-т, 30 */
      address?: string;
    };
    BartenderInput: {
      id?: components['schemas']['Id'];
      /** @example Кузнецов */
      lastName: string;
      /** @example Артём */
      name: string;
      /** @example Готовит авторские коктейли и знает всё о крафтовом пиве. */
      description: string;
      /**
       * Format: uri
       * @example https://tips.example.ru/kuznetsov
       */
      tipsLink?: string | null;
      /** @example /media/bartenders/kuznetsov.svg */
      imagePath?: string | null;
      store?: components['schemas']['BartenderStore'] | null;
      /** @example 4.7 */
      readonly rating?: number | null;
    };
    Bartender: components['schemas']['BartenderInput'] & components['schemas']['Identified'];
    BartenderVote: {
      dateTimeUtc: components['schemas']['UtcDateTime'];
      /** @example 5 */
      rating: number;
      /** @example Лучший мохито в городе! */
      comment?: string | null;
      user: {
        id: components['schemas']['Id'];
        /** @example Ольга */
        name?: string | null;
        /** @example Петрова */
        lastName?: string | null;
        /** @example olga.petrova */
        userName: string;
      };
    };
    PushMailing: {
      sendAll: boolean;
      /** @example Скидка 20% на всю пиццу */
      caption: string;
      /** @example Только в эти выходные — скидка 20% на всю пиццу при заказе через приложение. */
      text: string;
      /**
       * @description With sendAll off, the average-check threshold.
       * @example 1500
       */
      averageSum?: number | null;
      /** @description Customers whose average check is less than averageSum (else at least it). */
      lessAverageSum: boolean;
      buyDateStart?: components['schemas']['UtcDateTime'] | null;
      buyDateEnd?: components['schemas']['UtcDateTime'] | null;
    };
    Slide: {
      id: components['schemas']['Id'];
      /** @example /media/slider/pizza-weekend.svg */
      path: string;
      /** @example Пицца выходного дня — вторая в подарок */
      content: string;
      /** @example 1 */
      order: number;
    };
    SlideUpload: {
      /** Format: binary */
      file: Blob;
      /** @example Новое меню барной карты */
      content: string;
    };
  };
  responses: {
    /** @description Done; no body. */
    NoContent: {
      headers: {
        [name: string]: unknown;
      };
      content?: never;
    };
    /** @description Saved; no body. The `ETag` header carries the new version. */
    SavedNoContent: {
      headers: {
        ETag: components['headers']['ETag'];
        [name: string]: unknown;
      };
      content?: never;
    };
    /**
     * @description `If-Match` names a version that is no longer the stored one: someone saved in between.
     *     Nothing was changed. The client reloads (the GET answers the new `ETag`), shows what
     *     differs, and saves again only if the user chooses to, with the new tag.
     */
    PreconditionFailed: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "message": "Запись изменил другой пользователь"
         *     }
         */
        'application/json': components['schemas']['AnyErrorBody'];
        /**
         * @example {
         *       "type": "https://tools.ietf.org/html/rfc9110#section-15.5.13",
         *       "title": "Запись изменил другой пользователь",
         *       "status": 412,
         *       "detail": "Продукт 21 сохранён другим пользователем после того, как вы его открыли"
         *     }
         */
        'application/problem+json': components['schemas']['ProblemDetails'];
      };
    };
    /**
     * @description The request is malformed (for example an id that is not a number). Either body shape;
     *     ASP.NET Core's automatic model validation answers here with a ValidationProblemDetails.
     */
    BadRequest: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['AnyErrorBody'];
        'application/problem+json': components['schemas']['ProblemDetails'];
      };
    };
    /**
     * @description The access token is missing, invalid or expired. ASP.NET Core's JWT bearer handler sends
     *     this status with no body at all, which the admin handles the same way.
     */
    Unauthorized: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "message": "Требуется авторизация"
         *     }
         */
        'application/json': components['schemas']['AnyErrorBody'];
        /**
         * @example {
         *       "type": "https://tools.ietf.org/html/rfc9110#section-15.5.2",
         *       "title": "Требуется авторизация",
         *       "status": 401,
         *       "traceId": "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-00"
         *     }
         */
        'application/problem+json': components['schemas']['ProblemDetails'];
      };
    };
    /**
     * @description The token is valid but its user may not do this (for example a Customer calling the admin
     *     API). ASP.NET Core's authorization sends this status with no body, which the admin handles
     *     the same way.
     */
    Forbidden: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "message": "Недостаточно прав"
         *     }
         */
        'application/json': components['schemas']['AnyErrorBody'];
        /**
         * @example {
         *       "type": "https://tools.ietf.org/html/rfc9110#section-15.5.4",
         *       "title": "Недостаточно прав",
         *       "status": 403,
         *       "traceId": "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-00"
         *     }
         */
        'application/problem+json': components['schemas']['ProblemDetails'];
      };
    };
    /** @description No record with this id. */
    NotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "message": "Запись не найдена"
         *     }
         */
        'application/json': components['schemas']['AnyErrorBody'];
        /**
         * @example {
         *       "type": "https://tools.ietf.org/html/rfc9110#section-15.5.5",
         *       "title": "Запись не найдена",
         *       "status": 404,
         *       "detail": "Новость с идентификатором 999 не найдена",
         *       "instance": "/api/admin/news/999",
         *       "traceId": "00-5c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f-1a2b3c4d5e6f7a8b-00"
         *     }
         */
        'application/problem+json': components['schemas']['ProblemDetails'];
      };
    };
    /**
     * @description The data does not pass validation. `errors` maps a field to its messages; the field may
     *     be named as in the contract (`name`) or as ASP.NET Core names it (`Name`,
     *     `Modificators[0].Name`): the admin matches either, case-insensitively.
     */
    Unprocessable: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "message": "Проверьте введённые данные",
         *       "errors": {
         *         "name": [
         *           "Поле обязательно для заполнения"
         *         ]
         *       }
         *     }
         */
        'application/json': components['schemas']['AnyErrorBody'];
        /**
         * @example {
         *       "type": "https://tools.ietf.org/html/rfc4918#section-11.2",
         *       "title": "Проверьте введённые данные",
         *       "status": 422,
         *       "errors": {
         *         "Name": [
         *           "Поле обязательно для заполнения"
         *         ],
         *         "Modificators[0].Name": [
         *           "Укажите название модификатора"
         *         ]
         *       },
         *       "traceId": "00-8e2f1a9b3c4d5e6f7a8b9c0d1e2f3a4b-9c8b7a6f5e4d3c2b-00"
         *     }
         */
        'application/problem+json': components['schemas']['ProblemDetails'];
      };
    };
    /**
     * @description The JSON body is larger than a server takes: over 1 MB (1,048,576 bytes) for a save,
     *     over 16 kB (16,384 bytes) for sign-in, refresh and sign-out, which carry two short
     *     strings. The server reads no further and changes nothing. The admin's own bodies are a few kilobytes, so only a
     *     broken or hostile client meets this.
     */
    PayloadTooLarge: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "message": "Слишком большой запрос"
         *     }
         */
        'application/json': components['schemas']['AnyErrorBody'];
        /**
         * @example {
         *       "type": "https://tools.ietf.org/html/rfc9110#section-15.5.14",
         *       "title": "Слишком большой запрос",
         *       "status": 413
         *     }
         */
        'application/problem+json': components['schemas']['ProblemDetails'];
      };
    };
    /**
     * @description The uploaded file is larger than 10 MB (10,485,760 bytes), the largest picture the
     *     admin sends (it refuses a larger one before sending). A body past that size (plus the form's own fields) is not
     *     read further. Nothing is stored.
     */
    FileTooLarge: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "message": "Файл больше 10 МБ"
         *     }
         */
        'application/json': components['schemas']['AnyErrorBody'];
        /**
         * @example {
         *       "type": "https://tools.ietf.org/html/rfc9110#section-15.5.14",
         *       "title": "Файл больше 10 МБ",
         *       "status": 413
         *     }
         */
        'application/problem+json': components['schemas']['ProblemDetails'];
      };
    };
    /**
     * @description The uploaded file is not a picture the admin takes, judged by its first bytes, whatever
     *     its name or declared type: PNG, JPEG, GIF, WebP, BMP, AVIF, HEIC/HEIF or SVG (the same
     *     signatures the admin checks before it sends a file). Nothing is stored.
     */
    NotAnImage: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "message": "Можно загрузить только изображение"
         *     }
         */
        'application/json': components['schemas']['AnyErrorBody'];
        /**
         * @example {
         *       "type": "https://tools.ietf.org/html/rfc9110#section-15.5.16",
         *       "title": "Можно загрузить только изображение",
         *       "status": 415
         *     }
         */
        'application/problem+json': components['schemas']['ProblemDetails'];
      };
    };
    /**
     * @description Too many failed sign-ins for this user name: after ten within a minute the name is
     *     refused, even with the right password, until the oldest of them is a minute old.
     *     `Retry-After` says how many seconds that is. Counted per user name, so guessing one
     *     user's password does not lock out the others.
     */
    TooManySignIns: {
      headers: {
        'Retry-After': components['headers']['RetryAfter'];
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "message": "Слишком много неудачных попыток входа, попробуйте через минуту"
         *     }
         */
        'application/json': components['schemas']['AnyErrorBody'];
        /**
         * @example {
         *       "type": "https://tools.ietf.org/html/rfc6585#section-4",
         *       "title": "Слишком много неудачных попыток входа, попробуйте через минуту",
         *       "status": 429
         *     }
         */
        'application/problem+json': components['schemas']['ProblemDetails'];
      };
    };
    /** @description The server failed. */
    ServerError: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "message": "Внутренняя ошибка сервера"
         *     }
         */
        'application/json': components['schemas']['AnyErrorBody'];
        /**
         * @example {
         *       "type": "https://tools.ietf.org/html/rfc9110#section-15.6.1",
         *       "title": "Внутренняя ошибка сервера",
         *       "status": 500,
         *       "traceId": "00-3f2e1d0c9b8a7f6e5d4c3b2a1f0e9d8c-7f6e5d4c3b2a1f0e-00"
         *     }
         */
        'application/problem+json': components['schemas']['ProblemDetails'];
      };
    };
  };
  parameters: {
    /**
     * @description The record id.
     * @example 12
     */
    Id: components['schemas']['Id'];
    /**
     * @description 1-based page number.
     * @example 1
     */
    Page: number;
    /**
     * @description Items per page. The admin uses 20 on news, products, orders and links and 100 by
     *     default; where it needs every record it asks 10000 (cities), 100000 (stores) or 1000000
     *     (store promotions). A server must honour every size up to 1000000. Should it serve
     *     fewer items than asked, `pages` must count the pages at the size it served: the admin
     *     then reads the next pages with the same `pageSize` until it has them all, and a server
     *     that cut a list without saying so in `pages` would silently hide records.
     * @example 20
     */
    PageSize: number;
    /**
     * @description Free-text filter; omitted when empty.
     * @example пицца
     */
    Search: string;
    /**
     * @description The `ETag` of the version the client loaded (RFC 9110 optimistic concurrency). A server
     *     that sends ETags saves only when the stored version still has this tag, else answers
     *     412 and changes nothing. The admin sends it on every save of something it loaded with
     *     an ETag, and never otherwise: a server without ETags works as before. It sends the tag
     *     as it received it; a proxy that compresses answers turns a strong tag weak (nginx's
     *     gzip answers `W/"…"`), so compare the opaque tag and ignore a `W/` prefix.
     * @example "p21-5b1e0c7a"
     */
    IfMatch: string;
  };
  requestBodies: never;
  headers: {
    /**
     * @description The version of what this answer shows (RFC 9110): of the record, or for a whole-list
     *     save (slider, sort orders, filter orders, store and customer promotions) of the whole
     *     list. It changes whenever the stored data changes, and a save answers with the tag of
     *     the version it stored. Send it back as `If-Match` to save over exactly that version.
     *     Optional: a server that sends none gets no `If-Match`. A server on another origin than
     *     the admin lists `ETag` in `Access-Control-Expose-Headers` and `If-Match` in
     *     `Access-Control-Allow-Headers`.
     * @example "p21-5b1e0c7a"
     */
    ETag: string;
    /**
     * @description Seconds to wait before the next try (RFC 9110, the delay-seconds form). A server on
     *     another origin than the admin lists it in `Access-Control-Expose-Headers`.
     * @example 42
     */
    RetryAfter: number;
  };
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  loginUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "userName": "admin",
         *       "password": "admin123"
         *     }
         */
        'application/json': components['schemas']['LoginRequest'];
      };
    };
    responses: {
      /** @description Signed in. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "token": "eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiIxIiwidW5pcXVlX25hbWUiOiJhZG1pbiIsInJvbGUiOiJBZG1pbiIsImV4cCI6NDEwMjQ0NDgwMCwiaWF0IjoxNzYzNzg0MDAwfQ.",
           *       "refreshToken": "7c1f0e9a-52b4-4d6e-9a3f-0b8e2d4c6a71"
           *     }
           */
          'application/json': components['schemas']['TokenPair'];
        };
      };
      400: components['responses']['BadRequest'];
      /** @description Wrong user name or password. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "Неверный логин или пароль"
           *     }
           */
          'application/json': components['schemas']['AnyErrorBody'];
          /**
           * @example {
           *       "type": "https://tools.ietf.org/html/rfc9110#section-15.5.2",
           *       "title": "Неверный логин или пароль",
           *       "status": 401
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      429: components['responses']['TooManySignIns'];
      500: components['responses']['ServerError'];
    };
  };
  refreshToken: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "accessToken": "eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiIxIiwidW5pcXVlX25hbWUiOiJhZG1pbiIsInJvbGUiOiJBZG1pbiIsImV4cCI6MTc2Mzc4MDQwMCwiaWF0IjoxNzYzNzc2ODAwfQ.",
         *       "refreshToken": "7c1f0e9a-52b4-4d6e-9a3f-0b8e2d4c6a71"
         *     }
         */
        'application/json': components['schemas']['RefreshTokenRequest'];
      };
    };
    responses: {
      /** @description A new token pair. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "token": "eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiIxIiwidW5pcXVlX25hbWUiOiJhZG1pbiIsInJvbGUiOiJBZG1pbiIsImV4cCI6NDEwMjQ0NDgwMCwiaWF0IjoxNzYzNzg3NjAwfQ.",
           *       "refreshToken": "3e8a6d2b-91c4-4f7a-8e05-6b1d9c3a2f48"
           *     }
           */
          'application/json': components['schemas']['TokenPair'];
        };
      };
      400: components['responses']['BadRequest'];
      /**
       * @description The refresh token is unknown, expired, revoked or reused, or its user is disabled;
       *     the user must sign in again.
       */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "Сессия истекла, войдите снова"
           *     }
           */
          'application/json': components['schemas']['AnyErrorBody'];
          /**
           * @example {
           *       "type": "https://tools.ietf.org/html/rfc9110#section-15.5.2",
           *       "title": "Сессия истекла, войдите снова",
           *       "status": 401
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      500: components['responses']['ServerError'];
    };
  };
  logoutUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "refreshToken": "3e8a6d2b-91c4-4f7a-8e05-6b1d9c3a2f48"
         *     }
         */
        'application/json': components['schemas']['LogoutRequest'];
      };
    };
    responses: {
      204: components['responses']['NoContent'];
      400: components['responses']['BadRequest'];
      413: components['responses']['PayloadTooLarge'];
      500: components['responses']['ServerError'];
    };
  };
  getCategoryTree: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The root categories with their descendants. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "id": 1,
           *         "name": "Пицца",
           *         "parentId": null,
           *         "isPublished": true,
           *         "order": 1,
           *         "image": {
           *           "id": 101,
           *           "path": "/media/categories/pizza.svg",
           *           "originalName": "pizza.jpg",
           *           "order": 1
           *         },
           *         "categories": [
           *           {
           *             "id": 5,
           *             "name": "Классическая пицца",
           *             "parentId": 1,
           *             "isPublished": true,
           *             "order": 1,
           *             "image": null,
           *             "categories": []
           *           },
           *           {
           *             "id": 6,
           *             "name": "Острая пицца",
           *             "parentId": 1,
           *             "isPublished": false,
           *             "order": 2,
           *             "image": null,
           *             "categories": []
           *           }
           *         ]
           *       },
           *       {
           *         "id": 2,
           *         "name": "Роллы и суши",
           *         "parentId": null,
           *         "isPublished": true,
           *         "order": 2,
           *         "image": {
           *           "id": 102,
           *           "path": "/media/categories/rolls.svg",
           *           "originalName": "rolls.jpg",
           *           "order": 1
           *         },
           *         "categories": [
           *           {
           *             "id": 7,
           *             "name": "Запечённые роллы",
           *             "parentId": 2,
           *             "isPublished": true,
           *             "order": 1,
           *             "image": null,
           *             "categories": []
           *           }
           *         ]
           *       },
           *       {
           *         "id": 3,
           *         "name": "Напитки",
           *         "parentId": null,
           *         "isPublished": true,
           *         "order": 3,
           *         "image": {
           *           "id": 103,
           *           "path": "/media/categories/drinks.svg",
           *           "originalName": "drinks.jpg",
           *           "order": 1
           *         },
           *         "categories": [
           *           {
           *             "id": 8,
           *             "name": "Пиво",
           *             "parentId": 3,
           *             "isPublished": true,
           *             "order": 1,
           *             "image": null,
           *             "categories": [
           *               {
           *                 "id": 10,
           *                 "name": "Крафтовое пиво",
           *                 "parentId": 8,
           *                 "isPublished": true,
           *                 "order": 1,
           *                 "image": null,
           *                 "categories": []
           *               }
           *             ]
           *           },
           *           {
           *             "id": 9,
           *             "name": "Лимонады и морсы",
           *             "parentId": 3,
           *             "isPublished": true,
           *             "order": 2,
           *             "image": null,
           *             "categories": []
           *           }
           *         ]
           *       },
           *       {
           *         "id": 4,
           *         "name": "Десерты",
           *         "parentId": null,
           *         "isPublished": false,
           *         "order": 4,
           *         "image": null,
           *         "categories": []
           *       }
           *     ]
           */
          'application/json': components['schemas']['Category'][];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      500: components['responses']['ServerError'];
    };
  };
  saveCategory: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The `ETag` of the version the client loaded (RFC 9110 optimistic concurrency). A server
         *     that sends ETags saves only when the stored version still has this tag, else answers
         *     412 and changes nothing. The admin sends it on every save of something it loaded with
         *     an ETag, and never otherwise: a server without ETags works as before. It sends the tag
         *     as it received it; a proxy that compresses answers turns a strong tag weak (nginx's
         *     gzip answers `W/"…"`), so compare the opaque tag and ignore a `W/` prefix.
         * @example "p21-5b1e0c7a"
         */
        'If-Match'?: components['parameters']['IfMatch'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "Острая пицца",
         *       "parentId": 1,
         *       "isPublished": true,
         *       "order": 2,
         *       "image": null
         *     }
         */
        'application/json': components['schemas']['CategoryInput'];
      };
    };
    responses: {
      /** @description The stored category. */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 6,
           *       "name": "Острая пицца",
           *       "parentId": 1,
           *       "isPublished": true,
           *       "order": 2,
           *       "image": null
           *     }
           */
          'application/json': components['schemas']['Category'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      412: components['responses']['PreconditionFailed'];
      413: components['responses']['PayloadTooLarge'];
      422: components['responses']['Unprocessable'];
      500: components['responses']['ServerError'];
    };
  };
  getCategory: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The record id.
         * @example 12
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The category. */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "name": "Пицца",
           *       "parentId": null,
           *       "isPublished": true,
           *       "order": 1,
           *       "image": {
           *         "id": 101,
           *         "path": "/media/categories/pizza.svg",
           *         "originalName": "pizza.jpg",
           *         "order": 1
           *       }
           *     }
           */
          'application/json': components['schemas']['Category'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['ServerError'];
    };
  };
  deleteCategory: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The record id.
         * @example 12
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: components['responses']['NoContent'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['ServerError'];
    };
  };
  getCategoryProductSort: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The record id.
         * @example 12
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The products of the category. */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "id": 21,
           *         "name": "Пицца Маргарита",
           *         "isPublished": true,
           *         "order": 1
           *       },
           *       {
           *         "id": 22,
           *         "name": "Пицца Пепперони",
           *         "isPublished": true,
           *         "order": 2
           *       },
           *       {
           *         "id": 23,
           *         "name": "Пицца Четыре сыра",
           *         "isPublished": true,
           *         "order": 3
           *       },
           *       {
           *         "id": 24,
           *         "name": "Пицца Гавайская",
           *         "isPublished": false,
           *         "order": 4
           *       },
           *       {
           *         "id": 25,
           *         "name": "Пицца Барбекю",
           *         "isPublished": true,
           *         "order": 5
           *       }
           *     ]
           */
          'application/json': components['schemas']['SortedProduct'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['ServerError'];
    };
  };
  uploadCatalogImage: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "file": "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"200\" height=\"200\"><rect width=\"200\" height=\"200\" fill=\"#d9412b\"/><text x=\"100\" y=\"108\" font-family=\"sans-serif\" text-anchor=\"middle\">Маргарита</text></svg>",
         *       "order": 1
         *     }
         */
        'multipart/form-data': components['schemas']['ImageUpload'];
      };
    };
    responses: {
      /** @description The stored image. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 311,
           *       "path": "/media/products/pizza-margherita.svg",
           *       "originalName": "margarita.svg",
           *       "order": 1
           *     }
           */
          'application/json': components['schemas']['Image'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['FileTooLarge'];
      415: components['responses']['NotAnImage'];
      422: components['responses']['Unprocessable'];
      500: components['responses']['ServerError'];
    };
  };
  uploadNewsImage: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "file": "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"200\" height=\"200\"><rect width=\"200\" height=\"200\" fill=\"#1f5f99\"/><text x=\"100\" y=\"108\" font-family=\"sans-serif\" text-anchor=\"middle\">Новый магазин</text></svg>",
         *       "order": 2
         *     }
         */
        'multipart/form-data': components['schemas']['ImageUpload'];
      };
    };
    responses: {
      /** @description The stored image. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 412,
           *       "path": "/media/news/new-store.svg",
           *       "originalName": "otkrytie-leninsky.svg",
           *       "order": 2
           *     }
           */
          'application/json': components['schemas']['Image'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['FileTooLarge'];
      415: components['responses']['NotAnImage'];
      422: components['responses']['Unprocessable'];
      500: components['responses']['ServerError'];
    };
  };
  uploadStoreImage: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "file": "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"200\" height=\"200\"><rect width=\"200\" height=\"200\" fill=\"#34495e\"/><text x=\"100\" y=\"108\" font-family=\"sans-serif\" text-anchor=\"middle\">Ленинский пр-т</text></svg>",
         *       "order": 3
         *     }
         */
        'multipart/form-data': components['schemas']['ImageUpload'];
      };
    };
    responses: {
      /** @description The stored store image. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 523,
           *       "order": 3,
           *       "path": "/media/stores/leninsky.svg"
           *     }
           */
          'application/json': components['schemas']['StoreImage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['FileTooLarge'];
      415: components['responses']['NotAnImage'];
      422: components['responses']['Unprocessable'];
      500: components['responses']['ServerError'];
    };
  };
  uploadPromotionImage: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "file": "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"200\" height=\"200\"><rect width=\"200\" height=\"200\" fill=\"#d35400\"/><text x=\"100\" y=\"108\" font-family=\"sans-serif\" text-anchor=\"middle\">Счастливые часы</text></svg>"
         *     }
         */
        'multipart/form-data': components['schemas']['FileUpload'];
      };
    };
    responses: {
      /** @description Where the uploaded image is served. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "url": "/media/promotions/happy-hour.svg"
           *     }
           */
          'application/json': components['schemas']['UploadedUrl'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['FileTooLarge'];
      415: components['responses']['NotAnImage'];
      422: components['responses']['Unprocessable'];
      500: components['responses']['ServerError'];
    };
  };
  uploadBartenderImage: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "file": "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"200\" height=\"200\"><rect width=\"200\" height=\"200\" fill=\"#16706b\"/><text x=\"100\" y=\"108\" font-family=\"sans-serif\" text-anchor=\"middle\">Бармен Артём</text></svg>"
         *     }
         */
        'multipart/form-data': components['schemas']['FileUpload'];
      };
    };
    responses: {
      /** @description Where the uploaded avatar is served. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "url": "/media/bartenders/kuznetsov.svg"
           *     }
           */
          'application/json': components['schemas']['UploadedUrl'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['FileTooLarge'];
      415: components['responses']['NotAnImage'];
      422: components['responses']['Unprocessable'];
      500: components['responses']['ServerError'];
    };
  };
  syncCatalog: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: components['responses']['NoContent'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      500: components['responses']['ServerError'];
    };
  };
  downloadFile: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The file id.
         * @example 3f2b8c1e-6a4d-4e9b-9c72-5d1a0e8f4b63
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file contents. */
      200: {
        headers: {
          /**
           * @description The file name, as `filename` and RFC 5987 `filename*`.
           * @example attachment; filename="menu.pdf"; filename*=UTF-8''%D0%BC%D0%B5%D0%BD%D1%8E.pdf
           */
          'Content-Disposition'?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example %PDF-1.4
           *     1 0 obj
           *     << /Type /Catalog /Pages 2 0 R >>
           *     endobj
           *     %%EOF
           */
          'application/octet-stream': Blob;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['ServerError'];
    };
  };
  getProduct: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The record id.
         * @example 12
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The product. */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 21,
           *       "name": "Пицца Маргарита",
           *       "price": 549,
           *       "oldPrice": 599,
           *       "isPublished": true,
           *       "isNew": false,
           *       "isFavorite": true,
           *       "code": "PZ-001",
           *       "order": 1,
           *       "barcode": "4607001234567",
           *       "categoryIds": [
           *         1,
           *         5
           *       ],
           *       "description": "Томатный соус, моцарелла, томаты черри и свежий базилик на тонком тесте.",
           *       "images": [
           *         {
           *           "id": 311,
           *           "path": "/media/products/pizza-margherita.svg",
           *           "originalName": "margarita.svg",
           *           "order": 1
           *         },
           *         {
           *           "id": 312,
           *           "path": "/media/products/pizza-margherita-slice.svg",
           *           "originalName": "margarita-kusok.svg",
           *           "order": 2
           *         }
           *       ],
           *       "modificators": [
           *         {
           *           "name": "Размер",
           *           "price": 0,
           *           "defaultCount": 1,
           *           "minCount": 1,
           *           "maxCount": 1,
           *           "order": 1,
           *           "isRequried": true,
           *           "image": null,
           *           "child": [
           *             {
           *               "name": "25 см",
           *               "price": 0,
           *               "defaultCount": 1,
           *               "minCount": 0,
           *               "maxCount": 1,
           *               "order": 1,
           *               "isRequried": false,
           *               "image": null
           *             },
           *             {
           *               "name": "30 см",
           *               "price": 150,
           *               "defaultCount": 0,
           *               "minCount": 0,
           *               "maxCount": 1,
           *               "order": 2,
           *               "isRequried": false,
           *               "image": null
           *             },
           *             {
           *               "name": "35 см",
           *               "price": 290,
           *               "defaultCount": 0,
           *               "minCount": 0,
           *               "maxCount": 1,
           *               "order": 3,
           *               "isRequried": false,
           *               "image": null
           *             }
           *           ]
           *         },
           *         {
           *           "name": "Двойной сыр",
           *           "price": 90,
           *           "defaultCount": 0,
           *           "minCount": 0,
           *           "maxCount": 2,
           *           "order": 2,
           *           "isRequried": false,
           *           "image": {
           *             "id": 315,
           *             "path": "/media/products/cheese.svg",
           *             "originalName": "syr.svg",
           *             "order": 1
           *           },
           *           "child": []
           *         },
           *         {
           *           "name": "Борт",
           *           "price": 0,
           *           "defaultCount": 0,
           *           "minCount": 0,
           *           "maxCount": 1,
           *           "order": 3,
           *           "isRequried": false,
           *           "image": null,
           *           "child": [
           *             {
           *               "name": "Сырный борт",
           *               "price": 120,
           *               "defaultCount": 0,
           *               "minCount": 0,
           *               "maxCount": 1,
           *               "order": 1,
           *               "isRequried": false,
           *               "image": null
           *             },
           *             {
           *               "name": "Колбасный борт",
           *               "price": 110,
           *               "defaultCount": 0,
           *               "minCount": 0,
           *               "maxCount": 1,
           *               "order": 2,
           *               "isRequried": false,
           *               "image": null
           *             }
           *           ]
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['Product'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['ServerError'];
    };
  };
  saveProduct: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The `ETag` of the version the client loaded (RFC 9110 optimistic concurrency). A server
         *     that sends ETags saves only when the stored version still has this tag, else answers
         *     412 and changes nothing. The admin sends it on every save of something it loaded with
         *     an ETag, and never otherwise: a server without ETags works as before. It sends the tag
         *     as it received it; a proxy that compresses answers turns a strong tag weak (nginx's
         *     gzip answers `W/"…"`), so compare the opaque tag and ignore a `W/` prefix.
         * @example "p21-5b1e0c7a"
         */
        'If-Match'?: components['parameters']['IfMatch'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "Пицца Пепперони",
         *       "price": 619,
         *       "oldPrice": null,
         *       "isPublished": true,
         *       "isNew": true,
         *       "isFavorite": false,
         *       "code": "PZ-002",
         *       "order": 2,
         *       "barcode": "4607001234574",
         *       "categoryIds": [
         *         1,
         *         5,
         *         6
         *       ],
         *       "description": "Томатный соус, моцарелла и пикантная колбаса пепперони.",
         *       "images": [
         *         {
         *           "id": 321,
         *           "path": "/media/products/pizza-pepperoni.svg",
         *           "originalName": "pepperoni.svg",
         *           "order": 1
         *         }
         *       ],
         *       "modificators": [
         *         {
         *           "name": "Размер",
         *           "price": 0,
         *           "defaultCount": 1,
         *           "minCount": 1,
         *           "maxCount": 1,
         *           "order": 1,
         *           "isRequried": true,
         *           "image": null,
         *           "child": [
         *             {
         *               "name": "30 см",
         *               "price": 0,
         *               "defaultCount": 1,
         *               "minCount": 0,
         *               "maxCount": 1,
         *               "order": 1,
         *               "isRequried": false,
         *               "image": null
         *             },
         *             {
         *               "name": "35 см",
         *               "price": 170,
         *               "defaultCount": 0,
         *               "minCount": 0,
         *               "maxCount": 1,
         *               "order": 2,
         *               "isRequried": false,
         *               "image": null
         *             }
         *           ]
         *         },
         *         {
         *           "name": "Халапеньо",
         *           "price": 50,
         *           "defaultCount": 0,
         *           "minCount": 0,
         *           "maxCount": 2,
         *           "order": 2,
         *           "isRequried": false,
         *           "image": null,
         *           "child": []
         *         }
         *       ]
         *     }
         */
        'application/json': components['schemas']['ProductInput'];
      };
    };
    responses: {
      /** @description The stored product. */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 22,
           *       "name": "Пицца Пепперони",
           *       "price": 619,
           *       "oldPrice": null,
           *       "isPublished": true,
           *       "isNew": true,
           *       "isFavorite": false,
           *       "code": "PZ-002",
           *       "order": 2,
           *       "barcode": "4607001234574",
           *       "categoryIds": [
           *         1,
           *         5,
           *         6
           *       ],
           *       "description": "Томатный соус, моцарелла и пикантная колбаса пепперони.",
           *       "images": [
           *         {
           *           "id": 321,
           *           "path": "/media/products/pizza-pepperoni.svg",
           *           "originalName": "pepperoni.svg",
           *           "order": 1
           *         }
           *       ],
           *       "modificators": [
           *         {
           *           "name": "Размер",
           *           "price": 0,
           *           "defaultCount": 1,
           *           "minCount": 1,
           *           "maxCount": 1,
           *           "order": 1,
           *           "isRequried": true,
           *           "image": null,
           *           "child": [
           *             {
           *               "name": "30 см",
           *               "price": 0,
           *               "defaultCount": 1,
           *               "minCount": 0,
           *               "maxCount": 1,
           *               "order": 1,
           *               "isRequried": false,
           *               "image": null
           *             },
           *             {
           *               "name": "35 см",
           *               "price": 170,
           *               "defaultCount": 0,
           *               "minCount": 0,
           *               "maxCount": 1,
           *               "order": 2,
           *               "isRequried": false,
           *               "image": null
           *             }
           *           ]
           *         },
           *         {
           *           "name": "Халапеньо",
           *           "price": 50,
           *           "defaultCount": 0,
           *           "minCount": 0,
           *           "maxCount": 2,
           *           "order": 2,
           *           "isRequried": false,
           *           "image": null,
           *           "child": []
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['Product'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      412: components['responses']['PreconditionFailed'];
      413: components['responses']['PayloadTooLarge'];
      422: components['responses']['Unprocessable'];
      500: components['responses']['ServerError'];
    };
  };
  listProducts: {
    parameters: {
      query?: {
        /**
         * @description 1-based page number.
         * @example 1
         */
        page?: components['parameters']['Page'];
        /**
         * @description Items per page. The admin uses 20 on news, products, orders and links and 100 by
         *     default; where it needs every record it asks 10000 (cities), 100000 (stores) or 1000000
         *     (store promotions). A server must honour every size up to 1000000. Should it serve
         *     fewer items than asked, `pages` must count the pages at the size it served: the admin
         *     then reads the next pages with the same `pageSize` until it has them all, and a server
         *     that cut a list without saying so in `pages` would silently hide records.
         * @example 20
         */
        pageSize?: components['parameters']['PageSize'];
        /**
         * @description Free-text filter; omitted when empty.
         * @example пицца
         */
        search?: components['parameters']['Search'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of products and the page count. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProductPage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      500: components['responses']['ServerError'];
    };
  };
  deleteProduct: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The record id.
         * @example 12
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: components['responses']['NoContent'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['ServerError'];
    };
  };
  listProductLinks: {
    parameters: {
      query?: {
        /**
         * @description 1-based page number.
         * @example 1
         */
        page?: components['parameters']['Page'];
        /**
         * @description Items per page. The admin uses 20 on news, products, orders and links and 100 by
         *     default; where it needs every record it asks 10000 (cities), 100000 (stores) or 1000000
         *     (store promotions). A server must honour every size up to 1000000. Should it serve
         *     fewer items than asked, `pages` must count the pages at the size it served: the admin
         *     then reads the next pages with the same `pageSize` until it has them all, and a server
         *     that cut a list without saying so in `pages` would silently hide records.
         * @example 20
         */
        pageSize?: components['parameters']['PageSize'];
        /**
         * @description Free-text filter; omitted when empty.
         * @example пицца
         */
        search?: components['parameters']['Search'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of products with their links and the page count. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "pages": 4,
           *       "items": [
           *         {
           *           "id": 21,
           *           "name": "Пицца Маргарита",
           *           "image": "/media/products/pizza-margherita.svg",
           *           "links": [
           *             {
           *               "id": 41,
           *               "name": "Лимонад Тархун 0,5 л",
           *               "image": "/media/products/lemonade.svg"
           *             },
           *             {
           *               "id": 45,
           *               "name": "Морс клюквенный 0,5 л",
           *               "image": "/media/products/mors.svg"
           *             }
           *           ]
           *         },
           *         {
           *           "id": 22,
           *           "name": "Пицца Пепперони",
           *           "image": "/media/products/pizza-pepperoni.svg",
           *           "links": [
           *             {
           *               "id": 51,
           *               "name": "Пиво Кёнигсберг светлое 0,5 л",
           *               "image": "/media/products/beer.svg"
           *             }
           *           ]
           *         },
           *         {
           *           "id": 23,
           *           "name": "Пицца Четыре сыра",
           *           "image": "/media/products/pizza-four-cheese.svg",
           *           "links": []
           *         },
           *         {
           *           "id": 31,
           *           "name": "Ролл Филадельфия",
           *           "image": "/media/products/rolls-philadelphia.svg",
           *           "links": [
           *             {
           *               "id": 45,
           *               "name": "Морс клюквенный 0,5 л",
           *               "image": "/media/products/mors.svg"
           *             }
           *           ]
           *         },
           *         {
           *           "id": 41,
           *           "name": "Лимонад Тархун 0,5 л",
           *           "image": "/media/products/lemonade.svg",
           *           "links": [
           *             {
           *               "id": 61,
           *               "name": "Чизкейк Нью-Йорк",
           *               "image": "/media/products/cheesecake.svg"
           *             }
           *           ]
           *         },
           *         {
           *           "id": 51,
           *           "name": "Пиво Кёнигсберг светлое 0,5 л",
           *           "image": "/media/products/beer.svg",
           *           "links": [
           *             {
           *               "id": 22,
           *               "name": "Пицца Пепперони",
           *               "image": "/media/products/pizza-pepperoni.svg"
           *             },
           *             {
           *               "id": 24,
           *               "name": "Пицца Гавайская",
           *               "image": null
           *             }
           *           ]
           *         },
           *         {
           *           "id": 61,
           *           "name": "Чизкейк Нью-Йорк",
           *           "image": "/media/products/cheesecake.svg",
           *           "links": []
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['ProductLinksPage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      500: components['responses']['ServerError'];
    };
  };
  saveProductLinks: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": 21,
         *       "links": [
         *         41,
         *         45,
         *         61
         *       ]
         *     }
         */
        'application/json': components['schemas']['ProductLinksSave'];
      };
    };
    responses: {
      /** @description The product with its linked products. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 21,
           *       "name": "Пицца Маргарита",
           *       "image": "/media/products/pizza-margherita.svg",
           *       "links": [
           *         {
           *           "id": 41,
           *           "name": "Лимонад Тархун 0,5 л",
           *           "image": "/media/products/lemonade.svg"
           *         },
           *         {
           *           "id": 45,
           *           "name": "Морс клюквенный 0,5 л",
           *           "image": "/media/products/mors.svg"
           *         },
           *         {
           *           "id": 61,
           *           "name": "Чизкейк Нью-Йорк",
           *           "image": "/media/products/cheesecake.svg"
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['ProductLinks'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      422: components['responses']['Unprocessable'];
      500: components['responses']['ServerError'];
    };
  };
  saveProductSort: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The `ETag` of the version the client loaded (RFC 9110 optimistic concurrency). A server
         *     that sends ETags saves only when the stored version still has this tag, else answers
         *     412 and changes nothing. The admin sends it on every save of something it loaded with
         *     an ETag, and never otherwise: a server without ETags works as before. It sends the tag
         *     as it received it; a proxy that compresses answers turns a strong tag weak (nginx's
         *     gzip answers `W/"…"`), so compare the opaque tag and ignore a `W/` prefix.
         * @example "p21-5b1e0c7a"
         */
        'If-Match'?: components['parameters']['IfMatch'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example [
         *       {
         *         "id": 22,
         *         "name": "Пицца Пепперони",
         *         "isPublished": true,
         *         "order": 1
         *       },
         *       {
         *         "id": 21,
         *         "name": "Пицца Маргарита",
         *         "isPublished": true,
         *         "order": 2
         *       },
         *       {
         *         "id": 25,
         *         "name": "Пицца Барбекю",
         *         "isPublished": true,
         *         "order": 3
         *       },
         *       {
         *         "id": 23,
         *         "name": "Пицца Четыре сыра",
         *         "isPublished": true,
         *         "order": 4
         *       },
         *       {
         *         "id": 24,
         *         "name": "Пицца Гавайская",
         *         "isPublished": false,
         *         "order": 5
         *       }
         *     ]
         */
        'application/json': components['schemas']['SortedProduct'][];
      };
    };
    responses: {
      204: components['responses']['SavedNoContent'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      412: components['responses']['PreconditionFailed'];
      413: components['responses']['PayloadTooLarge'];
      422: components['responses']['Unprocessable'];
      500: components['responses']['ServerError'];
    };
  };
  getCategoryFilters: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The record id.
         * @example 12
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The filters of the category. */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "name": "Хит продаж",
           *         "order": 1
           *       },
           *       {
           *         "name": "Новинка",
           *         "order": 2
           *       },
           *       {
           *         "name": "Острое",
           *         "order": 3
           *       },
           *       {
           *         "name": "Вегетарианское",
           *         "order": 4
           *       },
           *       {
           *         "name": "С курицей",
           *         "order": 5
           *       },
           *       {
           *         "name": "Без лука",
           *         "order": 6
           *       }
           *     ]
           */
          'application/json': components['schemas']['FilterItem'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['ServerError'];
    };
  };
  saveCategoryFilters: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The `ETag` of the version the client loaded (RFC 9110 optimistic concurrency). A server
         *     that sends ETags saves only when the stored version still has this tag, else answers
         *     412 and changes nothing. The admin sends it on every save of something it loaded with
         *     an ETag, and never otherwise: a server without ETags works as before. It sends the tag
         *     as it received it; a proxy that compresses answers turns a strong tag weak (nginx's
         *     gzip answers `W/"…"`), so compare the opaque tag and ignore a `W/` prefix.
         * @example "p21-5b1e0c7a"
         */
        'If-Match'?: components['parameters']['IfMatch'];
      };
      path: {
        /**
         * @description The record id.
         * @example 12
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example [
         *       {
         *         "name": "Новинка",
         *         "order": 1
         *       },
         *       {
         *         "name": "Хит продаж",
         *         "order": 2
         *       },
         *       {
         *         "name": "Острое",
         *         "order": 3
         *       },
         *       {
         *         "name": "Вегетарианское",
         *         "order": 4
         *       },
         *       {
         *         "name": "С курицей",
         *         "order": 5
         *       },
         *       {
         *         "name": "Без лука",
         *         "order": 6
         *       }
         *     ]
         */
        'application/json': components['schemas']['FilterItem'][];
      };
    };
    responses: {
      204: components['responses']['SavedNoContent'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      412: components['responses']['PreconditionFailed'];
      413: components['responses']['PayloadTooLarge'];
      422: components['responses']['Unprocessable'];
      500: components['responses']['ServerError'];
    };
  };
  getNews: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The record id.
         * @example 12
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The news item. */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 17,
           *       "title": "Открылся новый магазин на Ленинском проспекте",
           *       "isPublished": true,
           *       "startDateUtc": "2026-11-20T07:00:00.000Z",
           *       "endDateUtc": "2026-12-20T21:00:00.000Z",
           *       "content": "Ждём вас по адресу: Калининград, Ленинский проспект, 30. Работаем каждый день с 9:00 до 23:00.\nВ день открытия — скидка 15% на всю пиццу и роллы, а каждому гостю — лимонад в подарок.",
           *       "images": [
           *         {
           *           "id": 412,
           *           "path": "/media/news/new-store.svg",
           *           "originalName": "otkrytie-leninsky.svg",
           *           "order": 1
           *         },
           *         {
           *           "id": 413,
           *           "path": "/media/news/pizza-week.svg",
           *           "originalName": "skidka-na-pizzu.svg",
           *           "order": 2
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['News'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['ServerError'];
    };
  };
  deleteNews: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The record id.
         * @example 12
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: components['responses']['NoContent'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['ServerError'];
    };
  };
  saveNews: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The `ETag` of the version the client loaded (RFC 9110 optimistic concurrency). A server
         *     that sends ETags saves only when the stored version still has this tag, else answers
         *     412 and changes nothing. The admin sends it on every save of something it loaded with
         *     an ETag, and never otherwise: a server without ETags works as before. It sends the tag
         *     as it received it; a proxy that compresses answers turns a strong tag weak (nginx's
         *     gzip answers `W/"…"`), so compare the opaque tag and ignore a `W/` prefix.
         * @example "p21-5b1e0c7a"
         */
        'If-Match'?: components['parameters']['IfMatch'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "title": "Фестиваль крафтового пива",
         *       "isPublished": true,
         *       "startDateUtc": "2026-11-27T15:00:00.000Z",
         *       "endDateUtc": "2026-11-29T20:00:00.000Z",
         *       "content": "С 27 по 29 ноября в баре на Ленинском проспекте — фестиваль крафтового пива.\nДвенадцать сортов от калининградских пивоварен, дегустационные сеты и закуски к пиву.",
         *       "images": [
         *         {
         *           "id": 414,
         *           "path": "/media/news/beer-fest.svg",
         *           "originalName": "festival-piva.svg",
         *           "order": 1
         *         }
         *       ]
         *     }
         */
        'application/json': components['schemas']['NewsInput'];
      };
    };
    responses: {
      /** @description The stored news item. */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 18,
           *       "title": "Фестиваль крафтового пива",
           *       "isPublished": true,
           *       "startDateUtc": "2026-11-27T15:00:00.000Z",
           *       "endDateUtc": "2026-11-29T20:00:00.000Z",
           *       "content": "С 27 по 29 ноября в баре на Ленинском проспекте — фестиваль крафтового пива.\nДвенадцать сортов от калининградских пивоварен, дегустационные сеты и закуски к пиву.",
           *       "images": [
           *         {
           *           "id": 414,
           *           "path": "/media/news/beer-fest.svg",
           *           "originalName": "festival-piva.svg",
           *           "order": 1
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['News'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      412: components['responses']['PreconditionFailed'];
      413: components['responses']['PayloadTooLarge'];
      422: components['responses']['Unprocessable'];
      500: components['responses']['ServerError'];
    };
  };
  listNews: {
    parameters: {
      query?: {
        /**
         * @description 1-based page number.
         * @example 1
         */
        page?: components['parameters']['Page'];
        /**
         * @description Items per page. The admin uses 20 on news, products, orders and links and 100 by
         *     default; where it needs every record it asks 10000 (cities), 100000 (stores) or 1000000
         *     (store promotions). A server must honour every size up to 1000000. Should it serve
         *     fewer items than asked, `pages` must count the pages at the size it served: the admin
         *     then reads the next pages with the same `pageSize` until it has them all, and a server
         *     that cut a list without saying so in `pages` would silently hide records.
         * @example 20
         */
        pageSize?: components['parameters']['PageSize'];
        /**
         * @description Free-text filter; omitted when empty.
         * @example пицца
         */
        search?: components['parameters']['Search'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of news items and the page count. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NewsPage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      500: components['responses']['ServerError'];
    };
  };
  listOrders: {
    parameters: {
      query?: {
        /**
         * @description 1-based page number.
         * @example 1
         */
        page?: components['parameters']['Page'];
        /**
         * @description Items per page. The admin uses 20 on news, products, orders and links and 100 by
         *     default; where it needs every record it asks 10000 (cities), 100000 (stores) or 1000000
         *     (store promotions). A server must honour every size up to 1000000. Should it serve
         *     fewer items than asked, `pages` must count the pages at the size it served: the admin
         *     then reads the next pages with the same `pageSize` until it has them all, and a server
         *     that cut a list without saying so in `pages` would silently hide records.
         * @example 20
         */
        pageSize?: components['parameters']['PageSize'];
        /**
         * @description Free-text filter; omitted when empty.
         * @example пицца
         */
        search?: components['parameters']['Search'];
        /**
         * @description Only orders with this order status.
         * @example 1
         */
        orderStatus?: components['schemas']['OrderStatus'];
        /**
         * @description Only orders with this payment status.
         * @example 2
         */
        paymentStatus?: components['schemas']['PaymentStatus'];
        /**
         * @description Only orders placed at or after this UTC instant (`utcDate >= dateFrom`).
         * @example 2026-11-18T22:00:00.000Z
         */
        dateFrom?: string;
        /**
         * @description Only orders placed at or before this UTC instant (`utcDate <= dateTo`, inclusive);
         *     the admin sends the end of the chosen day.
         * @example 2026-11-20T21:59:59.999Z
         */
        dateTo?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of orders and the page count. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OrderPage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      500: components['responses']['ServerError'];
    };
  };
  getOrder: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The record id.
         * @example 12
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The order. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Order'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['ServerError'];
    };
  };
  setOrderStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The record id.
         * @example 12
         */
        id: components['parameters']['Id'];
        /**
         * @description The new order status.
         * @example 3
         */
        status: components['schemas']['OrderStatus'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: components['responses']['NoContent'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['ServerError'];
    };
  };
  setOrderPaymentStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The record id.
         * @example 12
         */
        id: components['parameters']['Id'];
        /**
         * @description The new payment status.
         * @example 2
         */
        status: components['schemas']['PaymentStatus'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: components['responses']['NoContent'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['ServerError'];
    };
  };
  listUsers: {
    parameters: {
      query?: {
        /**
         * @description 1-based page number.
         * @example 1
         */
        page?: components['parameters']['Page'];
        /**
         * @description Items per page. The admin uses 20 on news, products, orders and links and 100 by
         *     default; where it needs every record it asks 10000 (cities), 100000 (stores) or 1000000
         *     (store promotions). A server must honour every size up to 1000000. Should it serve
         *     fewer items than asked, `pages` must count the pages at the size it served: the admin
         *     then reads the next pages with the same `pageSize` until it has them all, and a server
         *     that cut a list without saying so in `pages` would silently hide records.
         * @example 20
         */
        pageSize?: components['parameters']['PageSize'];
        /**
         * @description Free-text filter; omitted when empty.
         * @example пицца
         */
        search?: components['parameters']['Search'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of users and the total number of pages. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserPage'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      500: components['responses']['ServerError'];
    };
  };
  getUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The record id.
         * @example 12
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The user. */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['User'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['ServerError'];
    };
  };
  deleteUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The record id.
         * @example 12
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: components['responses']['NoContent'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['ServerError'];
    };
  };
  updateUser: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The `ETag` of the version the client loaded (RFC 9110 optimistic concurrency). A server
         *     that sends ETags saves only when the stored version still has this tag, else answers
         *     412 and changes nothing. The admin sends it on every save of something it loaded with
         *     an ETag, and never otherwise: a server without ETags works as before. It sends the tag
         *     as it received it; a proxy that compresses answers turns a strong tag weak (nginx's
         *     gzip answers `W/"…"`), so compare the opaque tag and ignore a `W/` prefix.
         * @example "p21-5b1e0c7a"
         */
        'If-Match'?: components['parameters']['IfMatch'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": 12,
         *       "userName": "i.vasiliev",
         *       "role": "Customer",
         *       "name": "Игорь",
         *       "lastName": "Васильев",
         *       "middleName": "Николаевич",
         *       "phone": "+7 911 234 56 78",
         *       "birthDate": "1987-06-23",
         *       "email": "i.vasiliev@mail.ru",
         *       "isEnabled": true,
         *       "bonuses": 420,
         *       "hasCar": true,
         *       "hasWife": true,
         *       "children": 3,
         *       "incomeLevel": 4,
         *       "address": {
         *         "city": "Калининград",
         *         "street": "Московский проспект",
         *         "house": "40",
         *         "flat": "117"
         *       }
         *     }
         */
        'application/json': components['schemas']['UserInput'];
      };
    };
    responses: {
      /** @description The stored user. */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 12,
           *       "userName": "i.vasiliev",
           *       "role": "Customer",
           *       "name": "Игорь",
           *       "lastName": "Васильев",
           *       "middleName": "Николаевич",
           *       "phone": "+7 911 234 56 78",
           *       "birthDate": "1987-06-23",
           *       "email": "i.vasiliev@mail.ru",
           *       "isEnabled": true,
           *       "bonuses": 420,
           *       "hasCar": true,
           *       "hasWife": true,
           *       "children": 3,
           *       "incomeLevel": 4,
           *       "address": {
           *         "city": "Калининград",
           *         "street": "Московский проспект",
           *         "house": "40",
           *         "flat": "117"
           *       }
           *     }
           */
          'application/json': components['schemas']['User'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      412: components['responses']['PreconditionFailed'];
      413: components['responses']['PayloadTooLarge'];
      422: components['responses']['Unprocessable'];
      500: components['responses']['ServerError'];
    };
  };
  createUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "userName": "e.belova",
         *       "role": "Admin",
         *       "name": "Елена",
         *       "lastName": "Белова",
         *       "middleName": "Викторовна",
         *       "phone": "+7 921 610 45 23",
         *       "birthDate": "1995-09-21",
         *       "email": "belova@example.ru",
         *       "isEnabled": true,
         *       "newPassword": "Balt1ka-2026"
         *     }
         */
        'application/json': components['schemas']['UserInput'];
      };
    };
    responses: {
      /** @description The stored user. */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 25,
           *       "userName": "e.belova",
           *       "role": "Admin",
           *       "name": "Елена",
           *       "lastName": "Белова",
           *       "middleName": "Викторовна",
           *       "phone": "+7 921 610 45 23",
           *       "birthDate": "1995-09-21",
           *       "email": "belova@example.ru",
           *       "isEnabled": true
           *     }
           */
          'application/json': components['schemas']['User'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      422: components['responses']['Unprocessable'];
      500: components['responses']['ServerError'];
    };
  };
  listUserPromotions: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id of the customer whose promotions are listed.
         * @example 12
         */
        userId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The user's promotions. */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "id": 31,
           *         "name": "Скидка 15% на день рождения",
           *         "image": "/media/promotions/birthday.svg",
           *         "isEnabled": true,
           *         "startDateUTC": "2026-06-20T22:00:00.000Z",
           *         "endDateUTC": "2026-06-27T21:59:00.000Z",
           *         "promoCode": "BDAY15"
           *       },
           *       {
           *         "id": 32,
           *         "name": "Бесплатная доставка на первый заказ",
           *         "image": "/media/promotions/free-delivery.svg",
           *         "isEnabled": true,
           *         "startDateUTC": "2026-11-01T22:00:00.000Z",
           *         "endDateUTC": null,
           *         "promoCode": "DOSTAVKA0"
           *       },
           *       {
           *         "id": 33,
           *         "name": "Двойные бонусы за пиццу",
           *         "image": "/media/promotions/double-bonus.svg",
           *         "isEnabled": false,
           *         "startDateUTC": null,
           *         "endDateUTC": null,
           *         "promoCode": "PIZZA2X"
           *       }
           *     ]
           */
          'application/json': (components['schemas']['UserPromotion'] &
            components['schemas']['Identified'])[];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['ServerError'];
    };
  };
  saveUserPromotion: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The `ETag` of the version the client loaded (RFC 9110 optimistic concurrency). A server
         *     that sends ETags saves only when the stored version still has this tag, else answers
         *     412 and changes nothing. The admin sends it on every save of something it loaded with
         *     an ETag, and never otherwise: a server without ETags works as before. It sends the tag
         *     as it received it; a proxy that compresses answers turns a strong tag weak (nginx's
         *     gzip answers `W/"…"`), so compare the opaque tag and ignore a `W/` prefix.
         * @example "p21-5b1e0c7a"
         */
        'If-Match'?: components['parameters']['IfMatch'];
      };
      path: {
        /**
         * @description The id of the user the promotion belongs to.
         * @example 12
         */
        id: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "Кофе в подарок к завтраку",
         *       "image": "/media/promotions/breakfast.svg",
         *       "isEnabled": true,
         *       "startDateUTC": "2026-11-30T22:00:00.000Z",
         *       "endDateUTC": "2026-12-31T21:59:00.000Z",
         *       "promoCode": "COFFEE26"
         *     }
         */
        'application/json': components['schemas']['UserPromotion'];
      };
    };
    responses: {
      /** @description The saved promotion with its id. */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 34,
           *       "name": "Кофе в подарок к завтраку",
           *       "image": "/media/promotions/breakfast.svg",
           *       "isEnabled": true,
           *       "startDateUTC": "2026-11-30T22:00:00.000Z",
           *       "endDateUTC": "2026-12-31T21:59:00.000Z",
           *       "promoCode": "COFFEE26"
           *     }
           */
          'application/json': components['schemas']['UserPromotion'] &
            components['schemas']['Identified'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      412: components['responses']['PreconditionFailed'];
      413: components['responses']['PayloadTooLarge'];
      422: components['responses']['Unprocessable'];
      500: components['responses']['ServerError'];
    };
  };
  deleteUserPromotion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id of the user promotion to delete.
         * @example 33
         */
        id: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: components['responses']['NoContent'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['ServerError'];
    };
  };
  getStore: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The record id.
         * @example 12
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The store. */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Store'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['ServerError'];
    };
  };
  deleteStore: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The record id.
         * @example 12
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: components['responses']['NoContent'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['ServerError'];
    };
  };
  listStores: {
    parameters: {
      query?: {
        /**
         * @description 1-based page number.
         * @example 1
         */
        page?: components['parameters']['Page'];
        /**
         * @description Items per page. The admin uses 20 on news, products, orders and links and 100 by
         *     default; where it needs every record it asks 10000 (cities), 100000 (stores) or 1000000
         *     (store promotions). A server must honour every size up to 1000000. Should it serve
         *     fewer items than asked, `pages` must count the pages at the size it served: the admin
         *     then reads the next pages with the same `pageSize` until it has them all, and a server
         *     that cut a list without saying so in `pages` would silently hide records.
         * @example 20
         */
        pageSize?: components['parameters']['PageSize'];
        /**
         * @description Free-text filter; omitted when empty.
         * @example пицца
         */
        search?: components['parameters']['Search'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of stores and the total number of pages. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StorePage'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      500: components['responses']['ServerError'];
    };
  };
  saveStore: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The `ETag` of the version the client loaded (RFC 9110 optimistic concurrency). A server
         *     that sends ETags saves only when the stored version still has this tag, else answers
         *     412 and changes nothing. The admin sends it on every save of something it loaded with
         *     an ETag, and never otherwise: a server without ETags works as before. It sends the tag
         *     as it received it; a proxy that compresses answers turns a strong tag weak (nginx's
         *     gzip answers `W/"…"`), so compare the opaque tag and ignore a `W/` prefix.
         * @example "p21-5b1e0c7a"
         */
        'If-Match'?: components['parameters']['IfMatch'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "Магазин на Горького",
         *       "code": "KGD-06",
         *       "cityId": 1,
         *       "address": "Калининград, ул. Горького, 55",
         *       "phone": "8 4012 555 060",
         *       "terminalId": "eacc11b0-481a-4e73-8005-5f84c2671d83",
         *       "priceCategoryId": null,
         *       "sectionId": "4125c5c5-3646-409f-8659-0155f5bf2e65",
         *       "storeId": "29346939-5c4d-4d9a-9fac-e4382a539071",
         *       "organizationId": "139aa6d7-9346-4743-93aa-246a1de68324",
         *       "departmentId": "02d33839-ed5d-4b84-8ad0-ff47d12175b7",
         *       "description": "Небольшой магазин у Центрального рынка, только самовывоз и доставка.",
         *       "isBranded": false,
         *       "isEnabled": true,
         *       "location": {
         *         "lat": 54.7281,
         *         "lon": 20.5012
         *       },
         *       "images": [
         *         {
         *           "id": 212,
         *           "order": 1,
         *           "path": "/media/stores/gorkogo.svg"
         *         }
         *       ],
         *       "workTime": [
         *         {
         *           "from": "09:00:00.000",
         *           "to": "22:00:00.000"
         *         },
         *         {
         *           "from": "09:00:00.000",
         *           "to": "22:00:00.000"
         *         },
         *         {
         *           "from": "09:00:00.000",
         *           "to": "22:00:00.000"
         *         },
         *         {
         *           "from": "09:00:00.000",
         *           "to": "22:00:00.000"
         *         },
         *         {
         *           "from": "09:00:00.000",
         *           "to": "23:00:00.000"
         *         },
         *         {
         *           "from": "10:00:00.000",
         *           "to": "23:00:00.000"
         *         },
         *         {
         *           "from": null,
         *           "to": null
         *         }
         *       ]
         *     }
         */
        'application/json': components['schemas']['StoreInput'];
      };
    };
    responses: {
      /** @description The stored store with its id. */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 9,
           *       "name": "Магазин на Горького",
           *       "code": "KGD-06",
           *       "cityId": 1,
           *       "address": "Калининград, ул. Горького, 55",
           *       "phone": "8 4012 555 060",
           *       "terminalId": "eacc11b0-481a-4e73-8005-5f84c2671d83",
           *       "priceCategoryId": null,
           *       "sectionId": "4125c5c5-3646-409f-8659-0155f5bf2e65",
           *       "storeId": "29346939-5c4d-4d9a-9fac-e4382a539071",
           *       "organizationId": "139aa6d7-9346-4743-93aa-246a1de68324",
           *       "departmentId": "02d33839-ed5d-4b84-8ad0-ff47d12175b7",
           *       "description": "Небольшой магазин у Центрального рынка, только самовывоз и доставка.",
           *       "isBranded": false,
           *       "isEnabled": true,
           *       "location": {
           *         "lat": 54.7281,
           *         "lon": 20.5012
           *       },
           *       "images": [
           *         {
           *           "id": 212,
           *           "order": 1,
           *           "path": "/media/stores/gorkogo.svg"
           *         }
           *       ],
           *       "workTime": [
           *         {
           *           "from": "09:00:00.000",
           *           "to": "22:00:00.000"
           *         },
           *         {
           *           "from": "09:00:00.000",
           *           "to": "22:00:00.000"
           *         },
           *         {
           *           "from": "09:00:00.000",
           *           "to": "22:00:00.000"
           *         },
           *         {
           *           "from": "09:00:00.000",
           *           "to": "22:00:00.000"
           *         },
           *         {
           *           "from": "09:00:00.000",
           *           "to": "23:00:00.000"
           *         },
           *         {
           *           "from": "10:00:00.000",
           *           "to": "23:00:00.000"
           *         },
           *         {
           *           "from": null,
           *           "to": null
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['Store'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      412: components['responses']['PreconditionFailed'];
      413: components['responses']['PayloadTooLarge'];
      422: components['responses']['Unprocessable'];
      500: components['responses']['ServerError'];
    };
  };
  listStorePromotions: {
    parameters: {
      query?: {
        /**
         * @description 1-based page number.
         * @example 1
         */
        page?: components['parameters']['Page'];
        /**
         * @description Items per page. The admin uses 20 on news, products, orders and links and 100 by
         *     default; where it needs every record it asks 10000 (cities), 100000 (stores) or 1000000
         *     (store promotions). A server must honour every size up to 1000000. Should it serve
         *     fewer items than asked, `pages` must count the pages at the size it served: the admin
         *     then reads the next pages with the same `pageSize` until it has them all, and a server
         *     that cut a list without saying so in `pages` would silently hide records.
         * @example 20
         */
        pageSize?: components['parameters']['PageSize'];
        /**
         * @description Free-text filter; omitted when empty.
         * @example пицца
         */
        search?: components['parameters']['Search'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of store promotions and the total number of pages. */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "pages": 1,
           *       "items": [
           *         {
           *           "id": 41,
           *           "name": "Счастливые часы",
           *           "image": "/media/promotions/happy-hour.svg",
           *           "isEnabled": true,
           *           "startDateUTC": "2026-10-31T22:00:00.000Z",
           *           "endDateUTC": null,
           *           "links": [
           *             1,
           *             2,
           *             3
           *           ]
           *         },
           *         {
           *           "id": 42,
           *           "name": "Пицца 3 по цене 2",
           *           "image": "/media/promotions/pizza-3for2.svg",
           *           "isEnabled": true,
           *           "startDateUTC": "2026-11-15T22:00:00.000Z",
           *           "endDateUTC": "2026-12-15T21:59:00.000Z",
           *           "links": [
           *             1,
           *             3,
           *             5,
           *             6
           *           ]
           *         },
           *         {
           *           "id": 43,
           *           "name": "Пивные выходные",
           *           "image": "/media/promotions/beer-weekend.svg",
           *           "isEnabled": true,
           *           "startDateUTC": null,
           *           "endDateUTC": null,
           *           "links": [
           *             2,
           *             7
           *           ]
           *         },
           *         {
           *           "id": 44,
           *           "name": "Сет роллов со скидкой 20%",
           *           "image": "/media/promotions/rolls-set.svg",
           *           "isEnabled": true,
           *           "startDateUTC": "2026-11-01T22:00:00.000Z",
           *           "endDateUTC": "2026-11-30T21:59:00.000Z",
           *           "links": [
           *             1,
           *             2,
           *             3,
           *             4,
           *             5
           *           ]
           *         },
           *         {
           *           "id": 45,
           *           "name": "Кофе к завтраку в подарок",
           *           "image": "/media/promotions/breakfast.svg",
           *           "isEnabled": true,
           *           "startDateUTC": null,
           *           "endDateUTC": null,
           *           "links": [
           *             6,
           *             7
           *           ]
           *         },
           *         {
           *           "id": 46,
           *           "name": "Двойные бонусы по средам",
           *           "image": "/media/promotions/double-bonus.svg",
           *           "isEnabled": false,
           *           "startDateUTC": null,
           *           "endDateUTC": null,
           *           "links": []
           *         },
           *         {
           *           "id": 47,
           *           "name": "Бесплатная доставка от 1500 ₽",
           *           "image": "/media/promotions/free-delivery.svg",
           *           "isEnabled": true,
           *           "startDateUTC": "2026-09-30T22:00:00.000Z",
           *           "endDateUTC": null,
           *           "links": [
           *             1,
           *             2,
           *             3,
           *             4,
           *             5,
           *             6,
           *             7,
           *             8
           *           ]
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['StorePromotionPage'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      500: components['responses']['ServerError'];
    };
  };
  saveStorePromotion: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The `ETag` of the version the client loaded (RFC 9110 optimistic concurrency). A server
         *     that sends ETags saves only when the stored version still has this tag, else answers
         *     412 and changes nothing. The admin sends it on every save of something it loaded with
         *     an ETag, and never otherwise: a server without ETags works as before. It sends the tag
         *     as it received it; a proxy that compresses answers turns a strong tag weak (nginx's
         *     gzip answers `W/"…"`), so compare the opaque tag and ignore a `W/` prefix.
         * @example "p21-5b1e0c7a"
         */
        'If-Match'?: components['parameters']['IfMatch'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "Зимние пивные выходные",
         *       "image": "/media/promotions/beer-weekend.svg",
         *       "isEnabled": true,
         *       "startDateUTC": "2026-12-04T22:00:00.000Z",
         *       "endDateUTC": "2027-01-10T21:59:00.000Z",
         *       "links": [
         *         1,
         *         2,
         *         7
         *       ]
         *     }
         */
        'application/json': components['schemas']['StorePromotion'];
      };
    };
    responses: {
      /** @description The saved promotion with its id. */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 48,
           *       "name": "Зимние пивные выходные",
           *       "image": "/media/promotions/beer-weekend.svg",
           *       "isEnabled": true,
           *       "startDateUTC": "2026-12-04T22:00:00.000Z",
           *       "endDateUTC": "2027-01-10T21:59:00.000Z",
           *       "links": [
           *         1,
           *         2,
           *         7
           *       ]
           *     }
           */
          'application/json': components['schemas']['StorePromotion'] &
            components['schemas']['Identified'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      412: components['responses']['PreconditionFailed'];
      413: components['responses']['PayloadTooLarge'];
      422: components['responses']['Unprocessable'];
      500: components['responses']['ServerError'];
    };
  };
  deleteStorePromotion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The record id.
         * @example 12
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: components['responses']['NoContent'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['ServerError'];
    };
  };
  listCities: {
    parameters: {
      query?: {
        /**
         * @description 1-based page number.
         * @example 1
         */
        page?: components['parameters']['Page'];
        /**
         * @description Items per page. The admin uses 20 on news, products, orders and links and 100 by
         *     default; where it needs every record it asks 10000 (cities), 100000 (stores) or 1000000
         *     (store promotions). A server must honour every size up to 1000000. Should it serve
         *     fewer items than asked, `pages` must count the pages at the size it served: the admin
         *     then reads the next pages with the same `pageSize` until it has them all, and a server
         *     that cut a list without saying so in `pages` would silently hide records.
         * @example 20
         */
        pageSize?: components['parameters']['PageSize'];
        /**
         * @description Free-text filter; omitted when empty.
         * @example пицца
         */
        search?: components['parameters']['Search'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of cities and the total number of pages. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "pages": 1,
           *       "items": [
           *         {
           *           "id": 1,
           *           "name": "Калининград",
           *           "isEnabled": true,
           *           "location": {
           *             "lat": 54.7104,
           *             "lon": 20.4522
           *           }
           *         },
           *         {
           *           "id": 2,
           *           "name": "Светлогорск",
           *           "isEnabled": true,
           *           "location": {
           *             "lat": 54.9439,
           *             "lon": 20.1514
           *           }
           *         },
           *         {
           *           "id": 3,
           *           "name": "Зеленоградск",
           *           "isEnabled": true,
           *           "location": {
           *             "lat": 54.9597,
           *             "lon": 20.4753
           *           }
           *         },
           *         {
           *           "id": 4,
           *           "name": "Балтийск",
           *           "isEnabled": true,
           *           "location": {
           *             "lat": 54.6536,
           *             "lon": 19.9147
           *           }
           *         },
           *         {
           *           "id": 5,
           *           "name": "Черняховск",
           *           "isEnabled": true,
           *           "location": {
           *             "lat": 54.63,
           *             "lon": 21.8117
           *           }
           *         },
           *         {
           *           "id": 6,
           *           "name": "Советск",
           *           "isEnabled": false,
           *           "location": {
           *             "lat": 55.0817,
           *             "lon": 21.8886
           *           }
           *         },
           *         {
           *           "id": 7,
           *           "name": "Гурьевск",
           *           "isEnabled": true,
           *           "location": {
           *             "lat": 54.7706,
           *             "lon": 20.6036
           *           }
           *         },
           *         {
           *           "id": 8,
           *           "name": "Пионерский",
           *           "isEnabled": false,
           *           "location": {
           *             "lat": 54.9508,
           *             "lon": 20.2275
           *           }
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['CityPage'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      500: components['responses']['ServerError'];
    };
  };
  getCity: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The record id.
         * @example 12
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The city. */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "name": "Калининград",
           *       "isEnabled": true,
           *       "location": {
           *         "lat": 54.7104,
           *         "lon": 20.4522
           *       }
           *     }
           */
          'application/json': components['schemas']['City'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['ServerError'];
    };
  };
  deleteCity: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The record id.
         * @example 12
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: components['responses']['NoContent'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['ServerError'];
    };
  };
  saveCity: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The `ETag` of the version the client loaded (RFC 9110 optimistic concurrency). A server
         *     that sends ETags saves only when the stored version still has this tag, else answers
         *     412 and changes nothing. The admin sends it on every save of something it loaded with
         *     an ETag, and never otherwise: a server without ETags works as before. It sends the tag
         *     as it received it; a proxy that compresses answers turns a strong tag weak (nginx's
         *     gzip answers `W/"…"`), so compare the opaque tag and ignore a `W/` prefix.
         * @example "p21-5b1e0c7a"
         */
        'If-Match'?: components['parameters']['IfMatch'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "Светлый",
         *       "isEnabled": true,
         *       "location": {
         *         "lat": 54.6753,
         *         "lon": 20.1347
         *       }
         *     }
         */
        'application/json': components['schemas']['CityInput'];
      };
    };
    responses: {
      /** @description The stored city with its id. */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 9,
           *       "name": "Светлый",
           *       "isEnabled": true,
           *       "location": {
           *         "lat": 54.6753,
           *         "lon": 20.1347
           *       }
           *     }
           */
          'application/json': components['schemas']['City'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      412: components['responses']['PreconditionFailed'];
      413: components['responses']['PayloadTooLarge'];
      422: components['responses']['Unprocessable'];
      500: components['responses']['ServerError'];
    };
  };
  listBartenders: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description All bartenders. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "id": 1,
           *         "lastName": "Кузнецов",
           *         "name": "Артём",
           *         "description": "Готовит авторские коктейли и знает всё о крафтовом пиве.",
           *         "tipsLink": "https://tips.example.ru/kuznetsov",
           *         "imagePath": "/media/bartenders/kuznetsov.svg",
           *         "store": {
           *           "id": 1,
           *           "name": "Магазин на Ленинском",
           *           "address": "Калининград, Ленинский проспект, 30"
           *         },
           *         "rating": 4.7
           *       },
           *       {
           *         "id": 2,
           *         "lastName": "Смирнова",
           *         "name": "Дарья",
           *         "description": "Бармен-сомелье, подберёт вино к любой пицце.",
           *         "tipsLink": "https://tips.example.ru/smirnova",
           *         "imagePath": "/media/bartenders/smirnova.svg",
           *         "store": {
           *           "id": 3,
           *           "name": "Магазин на Московском",
           *           "address": "Калининград, Московский проспект, 40"
           *         },
           *         "rating": 4.9
           *       },
           *       {
           *         "id": 3,
           *         "lastName": "Волков",
           *         "name": "Никита",
           *         "description": "Специалист по безалкогольным коктейлям и домашним лимонадам.",
           *         "tipsLink": "https://tips.example.ru/volkov",
           *         "imagePath": "/media/bartenders/volkov.svg",
           *         "store": {
           *           "id": 6,
           *           "name": "Магазин в Светлогорске",
           *           "address": "Светлогорск, Калининградский проспект, 72"
           *         },
           *         "rating": 4.5
           *       },
           *       {
           *         "id": 4,
           *         "lastName": "Лебедева",
           *         "name": "Полина",
           *         "description": "Варит глинтвейн по семейному рецепту и ведёт дегустации по пятницам.",
           *         "tipsLink": null,
           *         "imagePath": null,
           *         "store": {
           *           "id": 2,
           *           "name": "Магазин на Черняховского",
           *           "address": "Калининград, ул. Черняховского, 15"
           *         },
           *         "rating": 4.2
           *       },
           *       {
           *         "id": 5,
           *         "lastName": "Соколов",
           *         "name": "Максим",
           *         "description": "Стажёр, учится у лучших барменов сети.",
           *         "tipsLink": null,
           *         "imagePath": null,
           *         "store": null,
           *         "rating": null
           *       }
           *     ]
           */
          'application/json': components['schemas']['Bartender'][];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      500: components['responses']['ServerError'];
    };
  };
  getBartender: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The record id.
         * @example 12
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The bartender. */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "lastName": "Кузнецов",
           *       "name": "Артём",
           *       "description": "Готовит авторские коктейли и знает всё о крафтовом пиве.",
           *       "tipsLink": "https://tips.example.ru/kuznetsov",
           *       "imagePath": "/media/bartenders/kuznetsov.svg",
           *       "store": {
           *         "id": 1,
           *         "name": "Магазин на Ленинском",
           *         "address": "Калининград, Ленинский проспект, 30"
           *       },
           *       "rating": 4.7
           *     }
           */
          'application/json': components['schemas']['Bartender'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['ServerError'];
    };
  };
  deleteBartender: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The record id.
         * @example 12
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: components['responses']['NoContent'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['ServerError'];
    };
  };
  listBartenderVotes: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The record id.
         * @example 12
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The bartender's reviews. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "dateTimeUtc": "2026-11-20T18:42:00.000Z",
           *         "rating": 5,
           *         "comment": "Лучший мохито в городе! Артём ещё и посоветовал отличное пиво к пицце.",
           *         "user": {
           *           "id": 14,
           *           "name": "Ольга",
           *           "lastName": "Петрова",
           *           "userName": "olga.petrova"
           *         }
           *       },
           *       {
           *         "dateTimeUtc": "2026-11-18T20:15:00.000Z",
           *         "rating": 4,
           *         "comment": "Вкусно, но пришлось подождать минут десять.",
           *         "user": {
           *           "id": 12,
           *           "name": "Игорь",
           *           "lastName": "Васильев",
           *           "userName": "i.vasiliev"
           *         }
           *       },
           *       {
           *         "dateTimeUtc": "2026-11-14T19:05:00.000Z",
           *         "rating": 5,
           *         "comment": "Очень вежливый, сделал безалкогольный коктейль специально для ребёнка.",
           *         "user": {
           *           "id": 15,
           *           "name": "Анна",
           *           "lastName": "Смирнова",
           *           "userName": "anna.smirnova"
           *         }
           *       },
           *       {
           *         "dateTimeUtc": "2026-11-09T21:30:00.000Z",
           *         "rating": 4.5,
           *         "comment": null,
           *         "user": {
           *           "id": 18,
           *           "name": "Сергей",
           *           "lastName": "Козлов",
           *           "userName": "s.kozlov"
           *         }
           *       },
           *       {
           *         "dateTimeUtc": "2026-11-02T17:50:00.000Z",
           *         "rating": 5,
           *         "comment": "Глинтвейн просто огонь, придём ещё.",
           *         "user": {
           *           "id": 17,
           *           "name": "Екатерина",
           *           "lastName": "Морозова",
           *           "userName": "e.morozova"
           *         }
           *       }
           *     ]
           */
          'application/json': components['schemas']['BartenderVote'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['ServerError'];
    };
  };
  saveBartender: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The `ETag` of the version the client loaded (RFC 9110 optimistic concurrency). A server
         *     that sends ETags saves only when the stored version still has this tag, else answers
         *     412 and changes nothing. The admin sends it on every save of something it loaded with
         *     an ETag, and never otherwise: a server without ETags works as before. It sends the tag
         *     as it received it; a proxy that compresses answers turns a strong tag weak (nginx's
         *     gzip answers `W/"…"`), so compare the opaque tag and ignore a `W/` prefix.
         * @example "p21-5b1e0c7a"
         */
        'If-Match'?: components['parameters']['IfMatch'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "lastName": "Егорова",
         *       "name": "Валерия",
         *       "description": "Любит классические коктейли и варит кофе альтернативными способами.",
         *       "tipsLink": "https://tips.example.ru/egorova",
         *       "imagePath": "/media/bartenders/egorova.svg",
         *       "store": {
         *         "id": 7,
         *         "name": "Магазин в Зеленоградске",
         *         "address": "Зеленоградск, ул. Ленина, 8"
         *       }
         *     }
         */
        'application/json': components['schemas']['BartenderInput'];
      };
    };
    responses: {
      /** @description The stored bartender with its id. */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 6,
           *       "lastName": "Егорова",
           *       "name": "Валерия",
           *       "description": "Любит классические коктейли и варит кофе альтернативными способами.",
           *       "tipsLink": "https://tips.example.ru/egorova",
           *       "imagePath": "/media/bartenders/egorova.svg",
           *       "store": {
           *         "id": 7,
           *         "name": "Магазин в Зеленоградске",
           *         "address": "Зеленоградск, ул. Ленина, 8"
           *       },
           *       "rating": null
           *     }
           */
          'application/json': components['schemas']['Bartender'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      412: components['responses']['PreconditionFailed'];
      413: components['responses']['PayloadTooLarge'];
      422: components['responses']['Unprocessable'];
      500: components['responses']['ServerError'];
    };
  };
  sendPush: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "sendAll": false,
         *       "caption": "Пицца 3 по цене 2 на Московском",
         *       "text": "Только до 15 декабря: закажите три пиццы в магазине на Московском проспекте и заплатите за две. Доставка по Калининграду бесплатно от 1500 ₽.",
         *       "averageSum": 1500,
         *       "lessAverageSum": false,
         *       "buyDateStart": "2026-10-31T22:00:00.000Z",
         *       "buyDateEnd": "2026-11-21T22:00:00.000Z"
         *     }
         */
        'application/json': components['schemas']['PushMailing'];
      };
    };
    responses: {
      204: components['responses']['NoContent'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      422: components['responses']['Unprocessable'];
      500: components['responses']['ServerError'];
    };
  };
  listSlides: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The slides. */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "id": 1,
           *         "path": "/media/slider/pizza-weekend.svg",
           *         "content": "Пицца выходного дня — вторая в подарок",
           *         "order": 1
           *       },
           *       {
           *         "id": 2,
           *         "path": "/media/slider/delivery.svg",
           *         "content": "Доставляем по всей Калининградской области — от Балтийска до Советска",
           *         "order": 2
           *       },
           *       {
           *         "id": 3,
           *         "path": "/media/slider/new-store.svg",
           *         "content": "Новый магазин на ул. Горького уже открыт",
           *         "order": 3
           *       }
           *     ]
           */
          'application/json': components['schemas']['Slide'][];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      500: components['responses']['ServerError'];
    };
  };
  saveSlides: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The `ETag` of the version the client loaded (RFC 9110 optimistic concurrency). A server
         *     that sends ETags saves only when the stored version still has this tag, else answers
         *     412 and changes nothing. The admin sends it on every save of something it loaded with
         *     an ETag, and never otherwise: a server without ETags works as before. It sends the tag
         *     as it received it; a proxy that compresses answers turns a strong tag weak (nginx's
         *     gzip answers `W/"…"`), so compare the opaque tag and ignore a `W/` prefix.
         * @example "p21-5b1e0c7a"
         */
        'If-Match'?: components['parameters']['IfMatch'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example [
         *       {
         *         "id": 2,
         *         "path": "/media/slider/delivery.svg",
         *         "content": "Бесплатная доставка по Калининградской области от 1500 ₽",
         *         "order": 1
         *       },
         *       {
         *         "id": 1,
         *         "path": "/media/slider/pizza-weekend.svg",
         *         "content": "Пицца выходного дня — вторая в подарок",
         *         "order": 2
         *       },
         *       {
         *         "id": 3,
         *         "path": "/media/slider/new-store.svg",
         *         "content": "Новый магазин на ул. Горького уже открыт",
         *         "order": 3
         *       }
         *     ]
         */
        'application/json': components['schemas']['Slide'][];
      };
    };
    responses: {
      204: components['responses']['SavedNoContent'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      412: components['responses']['PreconditionFailed'];
      413: components['responses']['PayloadTooLarge'];
      422: components['responses']['Unprocessable'];
      500: components['responses']['ServerError'];
    };
  };
  addSlide: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "file": "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"200\" height=\"200\"><rect width=\"200\" height=\"200\" fill=\"#4e342e\"/><text x=\"100\" y=\"108\" font-family=\"sans-serif\" text-anchor=\"middle\">Новая барная карта</text></svg>",
         *       "content": "Новая барная карта — 30 авторских коктейлей"
         *     }
         */
        'multipart/form-data': components['schemas']['SlideUpload'];
      };
    };
    responses: {
      /** @description The new slide. */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 4,
           *       "path": "/media/slider/bar-menu.svg",
           *       "content": "Новая барная карта — 30 авторских коктейлей",
           *       "order": 4
           *     }
           */
          'application/json': components['schemas']['Slide'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['FileTooLarge'];
      415: components['responses']['NotAnImage'];
      422: components['responses']['Unprocessable'];
      500: components['responses']['ServerError'];
    };
  };
}
