// Generated from openapi.json by scripts/generate-client.ts: do not edit.
export interface paths {
  '/health': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Liveness: the process answers (no dependency checks) */
    get: operations['getHealth']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/ready': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Readiness: 503 only when the database is unreachable; optional parts read degraded */
    get: operations['getReadiness']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/openapi.json': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** This API as OpenAPI 3.1 */
    get: operations['getOpenApiDocument']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/docs': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Interactive API docs (Swagger UI, served locally) */
    get: operations['getDocs']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/me': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The caller's settings */
    get: operations['getMe']
    put?: never
    post?: never
    /**
     * Erase all your data (accounts, transactions, imports, memories, devices, jobs)
     * @description In one transaction; irreversible. A later request with the same token starts an empty user. Deleting the sign-in account itself is the identity provider’s part.
     */
    delete: operations['deleteMe']
    options?: never
    head?: never
    /** Change the caller's base currency or newsletter setting */
    patch: operations['updateMe']
    trace?: never
  }
  '/me/export': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Every record the service holds about you, as one JSON document */
    get: operations['exportMyData']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/accounts': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List accounts, newest first
     * @description Keyset pagination: pass the X-Next-Cursor header of a page as `cursor` to get the next one (also in Link rel="next").
     */
    get: operations['listAccounts']
    put?: never
    /** Create an account */
    post: operations['createAccount']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/accounts/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Get an account */
    get: operations['getAccount']
    /** Replace an account */
    put: operations['replaceAccount']
    post?: never
    /** Delete an account */
    delete: operations['deleteAccount']
    options?: never
    head?: never
    /** Update some fields of an account (null clears an optional field) */
    patch: operations['updateAccount']
    trace?: never
  }
  '/transactions/export': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Export your transactions as CSV or OFX, streamed
     * @description RFC 4180 CSV (header row, CRLF, signed decimal amounts, ISO dates) or OFX 2.2 (XML), oldest first; our importer reads either back with no difference. A CSV text cell that begins with = + - @, a tab or a carriage return gets a leading ' (kept when read back) so that a spreadsheet shows it as text; the signed amount never does. `from`/`to` bound occurred_at (to exclusive); `account_id` one account.
     */
    get: operations['exportTransactions']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/transactions/categorize': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Re-run automatic categorisation on transactions
     * @description Runs the pipeline (your rules, what it learned from your choices, similar transactions, the model) on the given transactions or on every uncategorised one, and answers what changes; writes it unless `dry_run`. A category you set yourself is never changed. Only the category changes: a rule renaming the merchant or adding notes does that when a transaction arrives.
     */
    post: operations['categorizeTransactions']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/transactions': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List transactions, newest first
     * @description Keyset pagination: pass the X-Next-Cursor header of a page as `cursor` to get the next one (also in Link rel="next").
     */
    get: operations['listTransactions']
    put?: never
    /** Create a transaction */
    post: operations['createTransaction']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/transactions/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Get a transaction */
    get: operations['getTransaction']
    /** Replace a transaction */
    put: operations['replaceTransaction']
    post?: never
    /** Delete a transaction */
    delete: operations['deleteTransaction']
    options?: never
    head?: never
    /** Update some fields of a transaction (null clears an optional field) */
    patch: operations['updateTransaction']
    trace?: never
  }
  '/holdings': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List holdings, newest first
     * @description Keyset pagination: pass the X-Next-Cursor header of a page as `cursor` to get the next one (also in Link rel="next").
     */
    get: operations['listHoldings']
    put?: never
    /** Create a holding */
    post: operations['createHolding']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/holdings/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Get a holding */
    get: operations['getHolding']
    /** Replace a holding */
    put: operations['replaceHolding']
    post?: never
    /** Delete a holding */
    delete: operations['deleteHolding']
    options?: never
    head?: never
    /** Update some fields of a holding (null clears an optional field) */
    patch: operations['updateHolding']
    trace?: never
  }
  '/ai/parse-notification': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Extract a transaction from a bank, card or wallet notification
     * @description Rules first (method "rules"); the fast model tier for formats the rules do not know (method "llm"), when configured. Every amount returned is written in the text.
     */
    post: operations['parseNotification']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/ai/parse-bill': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Extract line items and totals from a bill (text or image)
     * @description JSON {text} or {image_base64, mime_type}, or multipart/form-data with a `file` part (JPEG, PNG or WebP, at most 8 MB). The server checks the arithmetic and reports mismatches in `warnings`. No URL is fetched.
     */
    post: operations['parseBill']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/ai/daily-insights': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Run the anomaly rules over the caller's transactions and list today's insights
     * @description Deterministic rules; results are stored in user_insights, one per user, kind, day and subject: calling again stores nothing new.
     */
    get: operations['listDailyInsights']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/market/stock/{symbol}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** One stock quote (cached 60 s) */
    get: operations['getStockQuote']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/market/stocks': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Up to 100 stock quotes in input order; unknown symbols are per-item errors (cached 60 s) */
    post: operations['getStockQuotes']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/market/crypto/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** One crypto price by CoinGecko id (cached 60 s) */
    get: operations['getCryptoPrice']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/market/crypto': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Up to 100 crypto prices; unknown ids are per-item errors (cached 60 s) */
    post: operations['getCryptoPrices']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/market/forex': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Exchange rates for up to 100 pairs, normalised to BASE/QUOTE (cached 300 s) */
    post: operations['getForexRates']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/market/batch': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Stocks, crypto and forex in one call; the providers are asked in parallel and partial results come with per-item errors */
    post: operations['getMarketBatch']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/market/history/{symbol}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** OHLCV candles of a stock or a coin over a period (cached 300 s) */
    get: operations['getPriceHistory']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/market/earnings': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Earnings calendar between two dates (default today to +7 days, at most 31; cached 3600 s per day) */
    get: operations['listEarnings']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/market/price': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Live stock and crypto prices: ?symbols=AAPL,MSFT&ids=bitcoin (the price caches, 60 s) */
    get: operations['getPrices']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/ai/ask': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * An answer from the AI advisor over the caller's own data
     * @description JSON by default; with `Accept: text/event-stream` it streams exactly like POST /ai/stream.
     */
    post: operations['askAdvisor']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/ai/stream': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** The AI advisor answer as a UI message stream (SSE) */
    post: operations['streamAdvisor']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/notifications/devices': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Register a device for push
     * @description A token belongs to one user: registering it again (from any user) moves it to the caller.
     */
    post: operations['registerDevice']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/notifications/devices/{token}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    /** Unregister a device */
    delete: operations['deleteDevice']
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/notifications': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * The caller's in-app notifications, newest first
     * @description Keyset pagination like the CRUD lists: pass X-Next-Cursor back as `cursor` (also in Link rel="next").
     */
    get: operations['listNotifications']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/notifications/{id}/read': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Mark a notification read
     * @description Idempotent: the first read time is kept.
     */
    post: operations['markNotificationRead']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/notifications/test': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Send a test push to the caller's devices */
    post: operations['sendTestPush']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/newsletter/latest': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * The caller's most recent newsletter
     * @description JSON null (200) when there is none yet.
     */
    get: operations['getLatestNewsletter']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/newsletter/today': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Today's newsletter (UTC day)
     * @description JSON null (200) when there is none yet.
     */
    get: operations['getTodaysNewsletter']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/newsletter/generate': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Generate today's newsletter now (a background job)
     * @description Answers 202 at once. While a generation of the day is queued or running, every call returns that job. Without force, an existing newsletter of the day is reported completed; force=true writes it again. A push and an in-app notification say when it is ready.
     */
    post: operations['generateNewsletter']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/rag/ingest': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Ingest one user's memory now (administrators)
     * @description Summarises the last complete day, week (Sunday to Saturday) and/or month of the user, embeds it and upserts it into user_embeddings. With the embedding server down, each period is `skipped` with reason `embedding_unavailable` and nothing is written.
     */
    post: operations['ingestMemory']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/metrics': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Prometheus metrics (administrators) */
    get: operations['getMetrics']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/imports': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** List your imports, newest first */
    get: operations['listImports']
    put?: never
    /**
     * Upload a bank statement (CSV, OFX/QFX, QIF, CAMT.053) and preview its import
     * @description Nothing changes in the ledger until the commit. Each line is new, a duplicate of what the account holds (same bank id, or same day, amount, description and occurrence), a match with an existing transaction of yours (reconciliation), or an error. A file that cannot be read is 422 statement_unreadable with `line`, `expected` and `candidates`; nothing is stored.
     */
    post: operations['createImport']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/imports/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Get an import */
    get: operations['getImport']
    put?: never
    post?: never
    /**
     * Discard a preview, or undo a committed import completely
     * @description Undo deletes the transactions the import created, removes the bank id and reconciliation it merged into your transactions (they keep everything else), and restores a balance it changed.
     */
    delete: operations['deleteImport']
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/imports/{id}/rows': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** List an import's lines in file order, with the decision for each */
    get: operations['listImportRows']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/imports/{id}/commit': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Commit an import: create the new lines, merge the matches, skip duplicates
     * @description Idempotent: a second commit changes nothing and answers the same counts. `update_balance: true` sets the account balance to the statement closing balance (422 when the file states none).
     */
    post: operations['commitImport']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/holdings/{id}/trades': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * A holding's trades, newest first
     * @description Keyset pagination: pass X-Next-Cursor back as `cursor` (also in Link rel="next").
     */
    get: operations['listTrades']
    put?: never
    /**
     * Record a trade of a holding (buy, sell, dividend, fee, split)
     * @description Updates the holding's quantity and average cost (average-cost method, fees included). Selling more than was held at that time is 422. Amounts are in the holding currency.
     */
    post: operations['createTrade']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/holdings/{id}/trades/{trade_id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    /** Delete a trade; the holding is recomputed from the trades left */
    delete: operations['deleteTrade']
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/holdings/{id}/performance': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** One holding's time- and money-weighted return over a period */
    get: operations['getHoldingPerformance']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/net-worth/rebuild': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Recompute the caller's past snapshots
     * @description From trades, transactions and stored closes: after back-dated trades or transactions, or an edited balance.
     */
    post: operations['rebuildNetWorth']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/net-worth': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Net worth over time, in the base currency
     * @description Assets (account balances and holdings, each holding once) minus liabilities (credit cards and loans, the amount owed).
     */
    get: operations['getNetWorth']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/portfolio/summary': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The portfolio now, in the base currency */
    get: operations['getPortfolioSummary']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/portfolio/performance': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The portfolio's time- and money-weighted return over a period */
    get: operations['getPortfolioPerformance']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/connections': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The caller's bank connections */
    get: operations['listConnections']
    put?: never
    /**
     * Connect a bank with a SimpleFIN setup token
     * @description Claims the token (it works once), reads the accounts it reaches and stores the access sealed. Nothing is imported until a bank account is linked (PUT /connections/{id}/accounts/{external_id}). A refused token is 422 setup_token_rejected: it may have been claimed by someone else and should be disabled at the bridge. A token whose claim URL is not a public internet address (loopback, private, link-local) is 422 validation_failed, and nothing is called. Each user has a number of attempts an hour (BANK_CONNECTS_PER_HOUR), failed ones included.
     */
    post: operations['createConnection']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/connections/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** A bank connection */
    get: operations['getConnection']
    put?: never
    post?: never
    /**
     * Forget a bank connection and its credentials
     * @description The transactions it imported stay.
     */
    delete: operations['deleteConnection']
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/connections/{id}/accounts/{external_id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /** Link a bank account to one of your accounts (or create one) */
    put: operations['linkConnectionAccount']
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/connections/{id}/sync': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Sync a connection now
     * @description Answers 202 with the queued sync; GET /connections/{id}/syncs shows how it went.
     */
    post: operations['syncConnection']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/connections/{id}/syncs': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** A connection's syncs, newest first (the last 100) */
    get: operations['listConnectionSyncs']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/market/price/stream': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Live stock and crypto prices as server-sent events (at most 50 items)
     * @description A `snapshot` event first (a Prices object, as GET /market/price), then one `price` event per item whose price changed (PriceStreamEvent), polled once per interval for every subscriber; a `: ping` comment every 15 s. Each event has an `id`: reconnect with `Last-Event-ID` and only what changed since comes (no snapshot).
     */
    get: operations['streamPrices']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/categories': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Your categories, parents first, by name
     * @description The first use makes your starting set: the defaults and every category name already on your transactions.
     */
    get: operations['listCategories']
    put?: never
    /** Add a category */
    post: operations['createCategory']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/categories/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** A category */
    get: operations['getCategory']
    put?: never
    post?: never
    /**
     * Delete a category; its subcategories become top-level
     * @description A category in use (transactions, rules, budgets, ...) needs `reassign_to`: they all move to that category in the same database transaction. Without it the answer is 409 category_in_use, naming the uses, and nothing changes.
     */
    delete: operations['deleteCategory']
    options?: never
    head?: never
    /**
     * Rename a category, or change its parent or kind
     * @description A new name is written on every one of your transactions in the category, at once.
     */
    patch: operations['updateCategory']
    trace?: never
  }
  '/rules': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The caller's rules, in the order they run (highest priority first) */
    get: operations['listRules']
    put?: never
    /**
     * Create a rule
     * @description It runs on new transactions from now on; POST /rules/apply runs it on the ones you have.
     */
    post: operations['createRule']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/rules/apply': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Run every enabled rule on your uncategorised transactions
     * @description The highest-priority matching rule decides each transaction. Transactions with a category (yours or an automatic one) are left alone. Unless dry_run, the changes are written (category_source 'rule', confidence 1) and added to the rules' hits. Running it again changes nothing more. Matching stops after a time budget (2 s): the answer then has complete false and a next_cursor, and a call with that cursor goes on after the transactions already gone through.
     */
    post: operations['applyRules']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/rules/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** A rule */
    get: operations['getRule']
    put?: never
    post?: never
    /**
     * Delete a rule
     * @description What it already did to transactions stays.
     */
    delete: operations['deleteRule']
    options?: never
    head?: never
    /** Change a rule (the fields sent; actions as a whole) */
    patch: operations['updateRule']
    trace?: never
  }
  '/rules/{id}/preview': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * The uncategorised transactions this rule would change (enabled or not); writes nothing
     * @description Matching stops after a time budget (2 s): the answer then has complete false and a next_cursor, and a call with that cursor goes on after the transactions already gone through.
     */
    post: operations['previewRule']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/budgets': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The months that have a budget, newest first */
    get: operations['listBudgets']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/budgets/{month}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * A month's budget against what was spent
     * @description Per category: budgeted, carried over, spent (converted with the returned forex rates), remaining and pace. 404 when the month has no budget; 422 when the month is not YYYY-MM.
     */
    get: operations['getBudget']
    /**
     * Set a month's budget (replaces the month's budget)
     * @description One line per category, by name; an unknown or repeated category, a month that is not YYYY-MM, or an amount not above 0 is 422. Repeating the same PUT changes nothing.
     */
    put: operations['putBudget']
    post?: never
    /** Delete a month's budget */
    delete: operations['deleteBudget']
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/recurring': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Subscriptions and recurring payments detected in the caller's transactions
     * @description Series of at least 3 expenses or incomes to one merchant (its spellings grouped) in one currency, weekly, monthly, quarterly or yearly, tolerant to a few days of drift and to changing amounts. Computed on each call from the last 38 months; ordered by next expected day.
     */
    get: operations['listRecurring']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
}
export type webhooks = Record<string, never>
export interface components {
  schemas: {
    /** @description RFC 9457 problem details: every answer of 400 or more */
    Problem: {
      /** @description urn:ledgerline:problem:<code> */
      type: string
      title: string
      status: number
      /** @description stable snake_case error code: branch on this */
      code: string
      /** @description for people; may change */
      detail: string
      /** @description the X-Request-Id of the request: quote it when reporting */
      request_id?: string
      /** @description one entry per bad field (422), or per bad parameter (400) */
      errors?: {
        /** @description JSON Pointer (RFC 6901) into the request */
        pointer: string
        detail: string
      }[]
      /** @description statement_unreadable: the line or record where reading stopped (null: the whole file) */
      line?: number | null
      /** @description statement_unreadable: what was expected there */
      expected?: string
      /** @description statement_unreadable: the choices when the file is ambiguous (e.g. DMY, MDY) */
      candidates?: string[]
    }
    Readiness: {
      /** @enum {string} */
      status: 'ok' | 'degraded' | 'down' | 'stopping'
      checks: {
        /** @enum {string} */
        database: 'ok' | 'degraded' | 'down' | 'disabled'
        /** @enum {string} */
        embedding: 'ok' | 'degraded' | 'down' | 'disabled'
        /** @enum {string} */
        llm: 'ok' | 'degraded' | 'down' | 'disabled'
        /** @enum {string} */
        push: 'ok' | 'degraded' | 'down' | 'disabled'
        /** @enum {string} */
        scheduler: 'ok' | 'degraded' | 'down' | 'disabled'
        /** @enum {string} */
        redis: 'ok' | 'degraded' | 'down' | 'disabled'
      }
    }
    User: {
      id: string
      base_currency: string
      newsletter_enabled: boolean
      /** Format: date-time */
      created_at: string
    }
    UserPatch: {
      base_currency?: string
      newsletter_enabled?: boolean
    }
    UserDataExport: {
      user_id: string
      /** Format: date-time */
      exported_at: string
      /** @description every record, by table (users, accounts, transactions, holdings, imports, import_rows, user_insights, user_newsletters, notifications, devices, user_embeddings, ...), plus scheduled_jobs; stored names, binary as base64 */
      records: {
        [key: string]: {
          [key: string]: unknown
        }[]
      }
    }
    Account: {
      /** Format: uuid */
      id: string
      /** Format: date-time */
      created_at: string
      /** Format: date-time */
      updated_at: string
      /** @description the version If-Match names ("v<version>") */
      version: number
      name: string
      /** @enum {string} */
      type: 'checking' | 'savings' | 'credit_card' | 'investment' | 'crypto' | 'cash' | 'loan' | 'other'
      institution: string | null
      currency: string
      /**
       * @description exact decimal string
       * @example 12.50
       */
      balance: string
      is_active: boolean
    }
    AccountDraft: {
      name: string
      /** @enum {string} */
      type: 'checking' | 'savings' | 'credit_card' | 'investment' | 'crypto' | 'cash' | 'loan' | 'other'
      /** @description ISO 4217 code, e.g. "USD" */
      currency: string
      /** @description exact decimal: a string such as "12.50" (preferred) or a JSON number */
      balance: string | number
      institution?: string | null
      is_active?: boolean | null
    }
    AccountPatch: {
      name?: string
      /** @enum {string} */
      type?: 'checking' | 'savings' | 'credit_card' | 'investment' | 'crypto' | 'cash' | 'loan' | 'other'
      /** @description ISO 4217 code, e.g. "USD" */
      currency?: string
      /** @description exact decimal: a string such as "12.50" (preferred) or a JSON number */
      balance?: string | number
      institution?: string | null
      is_active?: boolean | null
    }
    CategorizeResult: {
      dry_run: boolean
      /** @description transactions the pipeline ran on (never one you categorised yourself) */
      examined: number
      changed: number
      /** @description all_uncategorized: more uncategorised transactions wait; send it again */
      more: boolean
      changes: components['schemas']['CategoryChange'][]
    }
    CategoryChange: {
      /** Format: uuid */
      id: string
      /** @description the category before; null when it had none */
      from: string | null
      /** @enum {string} */
      from_source: 'user' | 'rule' | 'learned' | 'similar' | 'model' | 'none'
      /** @description one of your categories */
      to: string
      /**
       * @description the step that chose it
       * @enum {string}
       */
      source: 'rule' | 'learned' | 'similar' | 'model'
      confidence: number
    }
    CategorizeRequest:
      | {
          /** @description your transactions to re-run, at most 1000 */
          ids: string[]
          /** @description true: answer what would change and write nothing */
          dry_run: boolean
        }
      | {
          /**
           * @description every transaction without a category, oldest first, at most 10000
           * @constant
           */
          all_uncategorized: true
          /** @description true: answer what would change and write nothing */
          dry_run: boolean
        }
    Transaction: {
      /** Format: uuid */
      id: string
      /** Format: date-time */
      created_at: string
      /** Format: date-time */
      updated_at: string
      /** @description the version If-Match names ("v<version>") */
      version: number
      /**
       * @description exact decimal string
       * @example 12.50
       */
      amount: string
      /** @enum {string} */
      type: 'expense' | 'income' | 'transfer'
      currency: string
      /** Format: date-time */
      occurred_at: string
      account_id: string | null
      description: string | null
      merchant: string | null
      /** @description the name of one of your categories (GET /categories) */
      category: string | null
      /**
       * @description read-only: who set the category: you (user), one of your rules, learned from your choices, similar transactions, the model, or none
       * @enum {string}
       */
      category_source: 'user' | 'rule' | 'learned' | 'similar' | 'model' | 'none'
      /** @description read-only: 0-1 for an automatic category; null for your own choice or none */
      category_confidence: number | null
      notes: string | null
      /** @enum {string} */
      source: 'manual' | 'notification' | 'bill' | 'import' | 'bank_sync'
      /** @description read-only: the bank's id of the line (FITID, reference) */
      external_id: string | null
      /** @description read-only: the import that created it */
      import_id: string | null
      /** @description read-only: a bank statement confirmed it */
      reconciled: boolean
      /** @description read-only: the bank has not posted it yet (a card hold, set by bank sync); budgets, insights and recurring series count it once it posts */
      pending: boolean
    }
    TransactionDraft: {
      /** @description exact decimal: a string such as "12.50" (preferred) or a JSON number */
      amount: string | number
      /** @enum {string} */
      type: 'expense' | 'income' | 'transfer'
      /** @description ISO 4217 code, e.g. "USD" */
      currency: string
      /** @description ISO 8601 date-time with zone, e.g. 2026-11-21T10:00:00Z */
      occurred_at: string
      account_id?: string | null
      description?: string | null
      merchant?: string | null
      /** @description a category name, any case: one of your categories, or a new one made on the write (1-60 characters); null or empty clears it */
      category?: string | null
      notes?: string | null
      /** @description where it came from (default manual); bank_sync is set by bank sync alone */
      source?: ('manual' | 'notification' | 'bill' | 'import') | null
    }
    TransactionPatch: {
      /** @description exact decimal: a string such as "12.50" (preferred) or a JSON number */
      amount?: string | number
      /** @enum {string} */
      type?: 'expense' | 'income' | 'transfer'
      /** @description ISO 4217 code, e.g. "USD" */
      currency?: string
      /** @description ISO 8601 date-time with zone, e.g. 2026-11-21T10:00:00Z */
      occurred_at?: string
      account_id?: string | null
      description?: string | null
      merchant?: string | null
      /** @description a category name, any case: one of your categories, or a new one made on the write (1-60 characters); null or empty clears it */
      category?: string | null
      notes?: string | null
      /** @description where it came from (default manual); bank_sync is set by bank sync alone */
      source?: ('manual' | 'notification' | 'bill' | 'import') | null
    }
    Holding: {
      /** Format: uuid */
      id: string
      /** Format: date-time */
      created_at: string
      /** Format: date-time */
      updated_at: string
      /** @description the version If-Match names ("v<version>") */
      version: number
      symbol: string
      /** @enum {string} */
      asset_type: 'stock' | 'etf' | 'fund' | 'crypto' | 'bond' | 'cash' | 'other'
      /**
       * @description exact decimal string
       * @example 12.50
       */
      quantity: string
      average_cost: string | null
      currency: string
      account_id: string | null
      name: string | null
    }
    HoldingValuation: {
      /** Format: uuid */
      id: string
      /** Format: date-time */
      created_at: string
      /** Format: date-time */
      updated_at: string
      /** @description the version If-Match names ("v<version>") */
      version: number
      symbol: string
      /** @enum {string} */
      asset_type: 'stock' | 'etf' | 'fund' | 'crypto' | 'bond' | 'cash' | 'other'
      /**
       * @description exact decimal string
       * @example 12.50
       */
      quantity: string
      average_cost: string | null
      currency: string
      account_id: string | null
      name: string | null
      /** @description in the holding's currency */
      price: number | null
      market_value: string | null
      unrealized_pl: string | null
      /** @description percentage points */
      change_percent: number | null
      /** @description null for cash, or when unpriced */
      price_as_of: string | null
      /** @enum {string} */
      price_status: 'ok' | 'unavailable'
      price_error: {
        code: string
        detail: string
      } | null
    }
    HoldingDraft: {
      symbol: string
      /** @enum {string} */
      asset_type: 'stock' | 'etf' | 'fund' | 'crypto' | 'bond' | 'cash' | 'other'
      /** @description exact decimal: a string such as "12.50" (preferred) or a JSON number */
      quantity: string | number
      /** @description ISO 4217 code, e.g. "USD" */
      currency: string
      average_cost?: (string | number) | null
      account_id?: string | null
      name?: string | null
    }
    HoldingPatch: {
      symbol?: string
      /** @enum {string} */
      asset_type?: 'stock' | 'etf' | 'fund' | 'crypto' | 'bond' | 'cash' | 'other'
      /** @description exact decimal: a string such as "12.50" (preferred) or a JSON number */
      quantity?: string | number
      /** @description ISO 4217 code, e.g. "USD" */
      currency?: string
      average_cost?: (string | number) | null
      account_id?: string | null
      name?: string | null
    }
    ParsedNotification: {
      is_transaction: boolean
      transaction: {
        /** @enum {string} */
        type: 'expense' | 'income' | 'transfer'
        /** @enum {string} */
        direction: 'debit' | 'credit'
        amount: string
        currency: string
        merchant: string | null
        account_last4: string | null
        balance_after: string | null
        /** Format: date-time */
        occurred_at: string
        reference: string | null
        /** @description the category the caller gave this merchant's notification of this format (method template) */
        category: string | null
        /** @description how the money moved, when the text or the app tells */
        channel: ('card' | 'upi' | 'pix' | 'transfer' | 'atm' | 'wallet') | null
      } | null
      confidence: number
      /**
       * @description template: read with a template learnt from the caller's own correction of this sender's format
       * @enum {string}
       */
      method: 'rules' | 'llm' | 'template'
      reason: string | null
    }
    ParseNotificationRequest: {
      text: string
      app?: string
      /** Format: date-time */
      received_at?: string
    }
    ParsedBill: {
      merchant: string | null
      date: string | null
      currency: string | null
      /** @description exact decimal string */
      subtotal: string | null
      /** @description exact decimal string */
      tax: string | null
      /** @description exact decimal string */
      tip: string | null
      /** @description exact decimal string */
      total: string | null
      line_items: {
        description: string
        /** @description exact decimal string */
        quantity: string | null
        /** @description exact decimal string */
        unit_price: string | null
        /** @description exact decimal string */
        amount: string | null
      }[]
      warnings: {
        code: string
        message: string
        expected?: string
        actual?: string
      }[]
    }
    ParseBillRequest:
      | {
          text: string
        }
      | {
          image_base64: string
          mime_type: string
        }
    ParseBillUpload: {
      /**
       * Format: binary
       * @description the bill: JPEG, PNG or WebP, at most 8 MB
       */
      file?: string
      /** @description the bill as text, instead of a file */
      text?: string
    }
    Insight: {
      id: string
      kind: string
      /** @enum {string} */
      severity: 'info' | 'warning' | 'alert'
      title: string
      message: string
      data: {
        [key: string]: unknown
      }
      transaction_ids: string[]
      /** Format: date */
      date: string
      /** Format: date-time */
      created_at: string
    }
    Quote: {
      symbol: string
      name: string | null
      price: number
      change: number | null
      /** @description percentage points: 1.27 means 1.27 % */
      change_percent: number | null
      currency: string | null
      previous_close: number | null
      open: number | null
      day_high: number | null
      day_low: number | null
      volume: number | null
      market_state: string | null
      exchange: string | null
      /** Format: date-time */
      as_of: string
    }
    StockQuotes: {
      quotes: components['schemas']['Quote'][]
      errors: {
        symbol: string
        code: string
        detail: string
      }[]
    }
    StockQuotesRequest: {
      /** @description up to 100 tickers */
      symbols: string[]
    }
    CryptoPrice: {
      id: string
      symbol: string | null
      name: string | null
      price: number
      change_percent_24h: number | null
      currency: string
      market_cap: number | null
      volume_24h: number | null
      /** Format: date-time */
      as_of: string
    }
    CryptoPrices: {
      prices: components['schemas']['CryptoPrice'][]
      errors: {
        id: string
        code: string
        detail: string
      }[]
    }
    CryptoPricesRequest: {
      /** @description up to 100 CoinGecko coin ids */
      ids: string[]
      /** @description price currency for crypto (usd, eur, ...); default usd */
      currency?: string
    }
    ForexRates: {
      rates: components['schemas']['ForexRate'][]
      errors: {
        pair: string
        code: string
        detail: string
      }[]
    }
    ForexRate: {
      pair: string
      base: string
      quote: string
      rate: number
      /** Format: date-time */
      as_of: string
    }
    ForexRatesRequest: {
      /** @description up to 100 pairs: "EUR/USD", "USDJPY" */
      pairs: string[]
    }
    MarketBatch: {
      stocks: components['schemas']['Quote'][]
      crypto: components['schemas']['CryptoPrice'][]
      forex: components['schemas']['ForexRate'][]
      errors: components['schemas']['MarketItemError'][]
    }
    MarketItemError: {
      /** @enum {string} */
      type: 'stock' | 'crypto' | 'forex'
      code: string
      detail: string
    } & {
      [key: string]: string
    }
    MarketBatchRequest: {
      /** @description up to 100 tickers */
      stocks?: string[]
      /** @description up to 100 CoinGecko coin ids */
      crypto?: string[]
      /** @description up to 100 currency pairs */
      forex?: string[]
      /** @description price currency for crypto (usd, eur, ...); default usd */
      currency?: string
    }
    PriceHistory: {
      symbol: string
      /** @enum {string} */
      asset_type: 'stock' | 'crypto'
      period: string
      interval: string
      currency: string | null
      candles: {
        /** Format: date-time */
        time: string
        open: number | null
        high: number | null
        low: number | null
        close: number | null
        volume: number | null
      }[]
    }
    EarningsEvent: {
      symbol: string
      name: string | null
      /** Format: date */
      date: string
      /** @enum {string} */
      time: 'bmo' | 'amc' | 'unknown'
      eps_estimate: number | null
      eps_actual: number | null
      surprise_percent: number | null
    }
    Prices: {
      stocks: components['schemas']['Quote'][]
      crypto: components['schemas']['CryptoPrice'][]
      errors: components['schemas']['MarketItemError'][]
    }
    AdvisorAnswer: {
      answer: string
      /** @enum {string} */
      intent: 'portfolio' | 'spending' | 'budgeting' | 'market' | 'general'
      agent: string
      sources: {
        type: string
        id: string
        title: string
      }[]
      memory_used: boolean
    }
    AdvisorQuestion: {
      message?: string
      question?: string
      history?: {
        /** @enum {string} */
        role: 'user' | 'assistant'
        content: string
      }[]
    }
    AdvisorStreamPart:
      | {
          /** @constant */
          type: 'start'
          messageId: string
        }
      | {
          /** @constant */
          type: 'data-meta'
          data: {
            intent: string
            agent: string
            memory_used: boolean
          }
        }
      | {
          /** @constant */
          type: 'text-start'
          id: string
        }
      | {
          /** @constant */
          type: 'text-delta'
          id: string
          delta: string
        }
      | {
          /** @constant */
          type: 'text-end'
          id: string
        }
      | {
          /** @constant */
          type: 'source-document'
          sourceId: string
          mediaType: string
          title: string
        }
      | {
          /** @constant */
          type: 'finish'
          finishReason: string
        }
      | {
          /** @constant */
          type: 'error'
          errorText: string
        }
    Device: {
      token: string
      /** @enum {string} */
      platform: 'ios' | 'android' | 'web'
      /** Format: date-time */
      created_at: string
      /** Format: date-time */
      updated_at: string
    }
    DeviceRegistration: {
      /** @description the FCM registration token of the device */
      token: string
      /** @enum {string} */
      platform: 'ios' | 'android' | 'web'
    }
    Notification: {
      id: string
      /** @enum {string} */
      kind: 'insight_alert' | 'newsletter_ready' | 'bank_connection' | 'budget_alert' | 'test'
      title: string
      body: string
      data: {
        [key: string]: string
      }
      read_at: string | null
      /** Format: date-time */
      created_at: string
    }
    TestPushDelivery: {
      /** @description the caller's registered devices */
      devices: number
      delivered: number
      failed: number
      /** @description dead tokens FCM reported unregistered, now deleted */
      removed: number
    }
    Newsletter: {
      id: string
      /**
       * Format: date
       * @description the UTC day, YYYY-MM-DD
       */
      date: string
      title: string
      summary: string
      sections: {
        heading: string
        body: string
        symbols: string[]
      }[]
      sources: {
        title: string
        url: string
        publisher: string | null
        published_at: string | null
      }[]
      /** Format: date-time */
      created_at: string
    }
    NewsletterGeneration: {
      /** @enum {string} */
      status: 'queued' | 'running' | 'completed'
      /** Format: date */
      date: string
      /** @description the same id while a generation of the day is queued or running */
      job_id: string
    }
    IngestionReport: {
      user_id: string
      results: {
        /** @enum {string} */
        period: 'daily' | 'weekly' | 'monthly'
        period_start: string
        /** @enum {string} */
        status: 'ingested' | 'skipped'
        reason: ('no_activity' | 'embedding_unavailable') | null
      }[]
    }
    Import: {
      /** Format: uuid */
      id: string
      /** @description null once the account is deleted */
      account_id: string | null
      /** @enum {string} */
      format: 'csv' | 'ofx' | 'qif' | 'camt053'
      /** @enum {string} */
      status: 'preview' | 'committed'
      statement: {
        from: string | null
        to: string | null
        currency: string | null
        /** @description the balance the bank states, when the file gives one */
        closing_balance: string | null
        /** @description closing_balance minus the account's balance when the preview was made */
        balance_difference: string | null
      }
      counts: {
        rows: number
        new: number
        duplicate: number
        match: number
        error: number
      }
      mapping: components['schemas']['CsvMapping'] | null
      /** @description what the commit did; null in preview */
      commit: {
        created: number
        merged: number
        skipped: number
      } | null
      /** Format: date-time */
      created_at: string
      committed_at: string | null
    }
    CsvMapping: {
      /** @description the date column: its header name, or its 0-based index as a string */
      date: string
      /** @description a signed amount column (negative = money out) */
      amount?: string
      /** @description an unsigned money-out column */
      debit?: string
      /** @description an unsigned money-in column */
      credit?: string
      description?: string
      merchant?: string
      currency?: string
      /** @description the bank's id of the line */
      reference?: string
      /** @description a column saying in or out for unsigned amounts (Af/Bij, Soll/Haben S/H, debit/credit) */
      direction?: string
      /** @description the amount column counts money out as positive (card exports): its sign is inverted; a direction column still decides. Default false */
      flip_amount_sign?: boolean
      /** @enum {string} */
      date_order?: 'YMD' | 'DMY' | 'MDY'
      /** @enum {string} */
      decimal_separator?: '.' | ','
      /** @enum {string} */
      delimiter?: ',' | ';' | '\t'
      has_header?: boolean
    }
    ImportUpload: {
      /**
       * Format: binary
       * @description the statement file, at most 10 MB and 50,000 lines
       */
      file: string
      /**
       * Format: uuid
       * @description the account the statement is of (one of yours)
       */
      account_id: string
      /**
       * @description detected from the content when absent
       * @enum {string}
       */
      format?: 'csv' | 'ofx' | 'qif' | 'camt053'
      /** @description CSV only: a CsvMapping as JSON; remembered for the account */
      mapping?: string
      /**
       * @description CSV and QIF: the order of numeric dates when every date of the file fits both DD/MM and MM/DD (the 422 then lists the candidates); a CSV mapping’s own date_order wins
       * @enum {string}
       */
      date_order?: 'YMD' | 'DMY' | 'MDY'
    }
    ImportRow: {
      /** @description line (CSV, QIF) or record (OFX, CAMT) number in the file */
      line: number
      /** Format: date-time */
      occurred_at: string
      /**
       * @description exact decimal string
       * @example 12.50
       */
      amount: string
      /** @enum {string} */
      type: 'expense' | 'income'
      currency: string
      description: string
      merchant: string | null
      external_id: string | null
      /** @enum {string} */
      status: 'new' | 'duplicate' | 'match' | 'error'
      /** @description match: the transaction it merges into; new: the transaction created by the commit */
      transaction_id: string | null
      detail: string | null
      /** @description new: the category the commit gives the transaction (automatic categorisation); null for none */
      category: string | null
      /**
       * @description which step chose the category (docs/categories.md)
       * @enum {string}
       */
      category_source: 'rule' | 'learned' | 'similar' | 'model' | 'none'
      category_confidence: number | null
    }
    ImportCommitResult: {
      created: number
      merged: number
      skipped: number
    }
    ImportCommitRequest: {
      /** @description set the account's balance to the statement's closing balance */
      update_balance?: boolean
    }
    RecordedTrade: {
      trade: components['schemas']['Trade']
      position: components['schemas']['HoldingPosition']
    }
    Trade: {
      /** Format: uuid */
      id: string
      /** Format: uuid */
      holding_id: string
      /** @enum {string} */
      side: 'buy' | 'sell' | 'dividend' | 'fee' | 'split' | 'adjust'
      quantity: string | null
      price: string | null
      amount: string | null
      /**
       * @description exact decimal string
       * @example 12.50
       */
      fee: string
      currency: string
      /** @enum {string} */
      origin: 'manual' | 'opening' | 'adjustment'
      /** Format: date-time */
      occurred_at: string
      /** Format: date-time */
      created_at: string
    }
    HoldingPosition: {
      /**
       * @description exact decimal string
       * @example 12.50
       */
      quantity: string
      average_cost: string | null
      /**
       * @description exact decimal string
       * @example 12.50
       */
      cost_basis: string
      /**
       * @description exact decimal string
       * @example 12.50
       */
      realized_pl: string
      /**
       * @description exact decimal string
       * @example 12.50
       */
      dividends: string
      /**
       * @description exact decimal string
       * @example 12.50
       */
      fees: string
    }
    TradeDraft: {
      /** @enum {string} */
      side: 'buy' | 'sell' | 'dividend' | 'fee' | 'split'
      /** @description units bought or sold (buy, sell); the ratio of a split (2 for 2-for-1) */
      quantity?: string | number
      /** @description price per unit (buy, sell) */
      price?: string | number
      /** @description cash received (dividend) or paid (fee) */
      amount?: string | number
      /** @description fee of a buy or sell (default 0) */
      fee?: string | number
      /** @description the holding's currency (the only one accepted) */
      currency?: string
      /** @description ISO 8601 date-time with zone, e.g. 2026-11-21T10:00:00Z */
      occurred_at: string
    }
    Performance: {
      currency: string
      /** @enum {string} */
      period: '1w' | '1m' | '3m' | 'ytd' | '1y' | 'max'
      /** @description time-weighted return over the period (0.05 = 5 %) */
      twr: number | null
      /** @description money-weighted return: annualised XIRR */
      mwr: number | null
      /**
       * @description exact decimal string
       * @example 12.50
       */
      start_value: string
      /**
       * @description exact decimal string
       * @example 12.50
       */
      end_value: string
      /**
       * @description exact decimal string
       * @example 12.50
       */
      net_flows: string
      missing: string[]
      points: components['schemas']['PerformancePoint'][]
    }
    PerformancePoint: {
      /** Format: date */
      date: string
      /**
       * @description exact decimal string
       * @example 12.50
       */
      value: string
      /**
       * @description exact decimal string
       * @example 12.50
       */
      net_flow: string
      twr_cumulative: number
    }
    NetWorthRebuild: {
      currency: string
      from: string | null
      /** Format: date */
      to: string
      days: number
    }
    NetWorthSeries: {
      currency: string
      points: components['schemas']['NetWorthPoint'][]
    }
    NetWorthPoint: {
      /** Format: date */
      date: string
      /**
       * @description exact decimal string
       * @example 12.50
       */
      assets: string
      /**
       * @description amount owed, positive
       * @example 12.50
       */
      liabilities: string
      /**
       * @description exact decimal string
       * @example 12.50
       */
      net_worth: string
      /** @description symbols or currencies without a close or rate that day */
      missing: string[]
    }
    PortfolioSummary: {
      currency: string
      /**
       * @description exact decimal string
       * @example 12.50
       */
      market_value: string
      /**
       * @description exact decimal string
       * @example 12.50
       */
      cost_basis: string
      /**
       * @description exact decimal string
       * @example 12.50
       */
      unrealized_pl: string
      /**
       * @description exact decimal string
       * @example 12.50
       */
      realized_pl: string
      /**
       * @description exact decimal string
       * @example 12.50
       */
      dividends: string
      /**
       * @description exact decimal string
       * @example 12.50
       */
      fees: string
      /**
       * @description exact decimal string
       * @example 12.50
       */
      day_change: string
      /** @description percentage points */
      day_change_percent: string | null
      allocation: {
        by_asset_type: {
          /** @enum {string} */
          key: 'stock' | 'etf' | 'fund' | 'crypto' | 'bond' | 'cash' | 'other'
          /**
           * @description exact decimal string
           * @example 12.50
           */
          value: string
          /**
           * @description share, 0..1
           * @example 12.50
           */
          weight: string
        }[]
        by_currency: {
          key: string
          /**
           * @description exact decimal string
           * @example 12.50
           */
          value: string
          /**
           * @description share, 0..1
           * @example 12.50
           */
          weight: string
        }[]
        by_account: {
          key: string
          /**
           * @description exact decimal string
           * @example 12.50
           */
          value: string
          /**
           * @description share, 0..1
           * @example 12.50
           */
          weight: string
        }[]
      }
      rates: {
        currency: string
        /** @description units of `currency` base for one */
        rate: number
        /** Format: date */
        as_of: string
      }[]
      missing: {
        /** Format: uuid */
        holding_id: string
        symbol: string
      }[]
      as_of: string | null
    }
    Connection: {
      /** Format: uuid */
      id: string
      /** @constant */
      provider: 'simplefin'
      /** @enum {string} */
      status: 'active' | 'needs_attention' | 'revoked'
      institutions: {
        name: string
        domain: string | null
      }[]
      accounts: components['schemas']['ConnectionAccount'][]
      last_synced_at: string | null
      /** @description the bank's message or why the last sync failed, for the user */
      last_error: string | null
      /** Format: date-time */
      next_sync_at: string
      /** Format: date-time */
      created_at: string
    }
    ConnectionAccount: {
      /** @description the bank's id of the account */
      external_id: string
      name: string
      institution: string
      /** @description ISO 4217; null when the bank reports a currency of its own */
      currency: string | null
      /** @description an exact decimal */
      balance: string
      /** Format: date-time */
      balance_date: string
      /** @description the account it imports into; unlinked accounts are not imported */
      linked_account_id: string | null
    }
    ConnectionDraft: {
      /**
       * @description the bank-data provider; SimpleFIN Bridge today
       * @constant
       */
      provider: 'simplefin'
      /** @description the setup token from the bridge (base64 of its one-time claim URL); it works once */
      setup_token: string
    }
    ConnectionAccountLink:
      | {
          /**
           * Format: uuid
           * @description one of your accounts
           */
          account_id: string
        }
      | {
          /**
           * @description create an account with the bank's name and currency
           * @constant
           */
          create: true
        }
    BankSync: {
      /** Format: uuid */
      id: string
      /** @enum {string} */
      status: 'queued' | 'running' | 'succeeded' | 'failed'
      /** Format: date-time */
      started_at: string
      finished_at: string | null
      created: number
      merged: number
      skipped: number
      pending_replaced: number
      error: string | null
    }
    /** @description The data of a `price` event (one item whose price changed). The first event, `snapshot`, carries a Prices object. */
    PriceStreamEvent:
      | {
          stock: components['schemas']['Quote']
        }
      | {
          crypto: components['schemas']['CryptoPrice']
        }
    Category: {
      /** Format: uuid */
      id: string
      name: string
      parent_id: string | null
      /** @enum {string} */
      kind: 'expense' | 'income' | 'transfer'
      /** Format: date-time */
      created_at: string
    }
    CategoryDraft: {
      /** @description 1-60 characters once trimmed; unique among your categories ignoring case */
      name: string
      /** @description the parent category; one level only (a parent has no parent), null for top-level */
      parent_id?: string | null
      /**
       * @description expense, income or transfer; left out: the parent's kind, or expense
       * @enum {string}
       */
      kind?: 'expense' | 'income' | 'transfer'
    }
    CategoryPatch: {
      /** @description 1-60 characters once trimmed; unique among your categories ignoring case */
      name?: string
      /** @description the parent category; one level only (a parent has no parent), null for top-level */
      parent_id?: string | null
      /** @enum {string} */
      kind?: 'expense' | 'income' | 'transfer'
    }
    Rule: {
      /** Format: uuid */
      id: string
      conditions: {
        /** @enum {string} */
        field: 'merchant' | 'description' | 'amount' | 'account_id' | 'type' | 'currency'
        /** @enum {string} */
        op: 'is' | 'contains' | 'starts_with' | 'ends_with' | 'matches' | 'gt' | 'lt' | 'between'
        value: string | [string, string]
      }[]
      /** @enum {string} */
      match: 'all' | 'any'
      actions: {
        category?: string
        merchant?: string
        notes_append?: string
      }
      priority: number
      enabled: boolean
      /**
       * @description learned: made from two consistent choices of yours
       * @enum {string}
       */
      created_from: 'user' | 'learned'
      /** @description transactions the rule has categorised or changed */
      hits: number
      /** Format: date-time */
      created_at: string
      /** Format: date-time */
      updated_at: string
    }
    RuleDraft: {
      /** @description at least one */
      conditions: components['schemas']['RuleCondition'][]
      /**
       * @description all conditions must hold, or any one; default all
       * @enum {string}
       */
      match?: 'all' | 'any'
      actions: components['schemas']['RuleActions']
      /** @description higher runs first; default 0 */
      priority?: number
      /** @description default true */
      enabled?: boolean
    }
    RuleCondition: {
      /** @enum {string} */
      field: 'merchant' | 'description' | 'amount' | 'account_id' | 'type' | 'currency'
      /**
       * @description merchant, description: is, contains, starts_with, ends_with (ignoring case), matches (an RE2 regular expression); amount: is, gt, lt, between; account_id, type, currency: is
       * @enum {string}
       */
      op: 'is' | 'contains' | 'starts_with' | 'ends_with' | 'matches' | 'gt' | 'lt' | 'between'
      /** @description text, an amount, or for between a pair [low, high] of amounts (inclusive) */
      value: (string | number) | [string | number, string | number]
    }
    /** @description at least one of category, merchant, notes_append */
    RuleActions: {
      /** @description a category name, any case: one of yours, or a new one made on the write */
      category?: string
      /** @description renames the transaction's merchant */
      merchant?: string
      /** @description added to the notes on a new line, once */
      notes_append?: string
    }
    RulesApplyResult: {
      dry_run: boolean
      /** @description every transaction changed (or that would be) by this call */
      count: number
      /** @description at most this many changes are listed, newest first */
      limit: number
      changes: components['schemas']['RuleChange'][]
      /** @description true: every uncategorised transaction was gone through; false: the time budget ran out first */
      complete: boolean
      /** @description when not complete: send it back as `cursor` to go on from where this call stopped; else null */
      next_cursor: string | null
    }
    RuleChange: {
      /**
       * Format: uuid
       * @description the transaction's id
       */
      id: string
      /** Format: date-time */
      date: string
      /** @description an exact decimal */
      amount: string
      currency: string
      /** @enum {string} */
      type: 'expense' | 'income' | 'transfer'
      merchant: string | null
      description: string | null
      /** @description the current category (null: rules change uncategorised transactions only) */
      category: string | null
      /** @description null: the category stays */
      new_category: string | null
      /** @description null: the merchant stays */
      new_merchant: string | null
      /** @description the notes after the append; null: the notes stay */
      new_notes: string | null
      /** Format: uuid */
      rule_id: string
    }
    RulesApplyRequest: {
      /** @description true: answer what would change and write nothing */
      dry_run: boolean
      /** @description the previous answer's next_cursor: go on after the transactions it went through */
      cursor?: string
    }
    RulePatch: {
      /** @description at least one */
      conditions?: components['schemas']['RuleCondition'][]
      /**
       * @description all conditions must hold, or any one; default all
       * @enum {string}
       */
      match?: 'all' | 'any'
      /** @description replaces the actions as a whole */
      actions?: components['schemas']['RuleActions']
      /** @description higher runs first; default 0 */
      priority?: number
      /** @description default true */
      enabled?: boolean
    }
    RulePreview: {
      /** @description every transaction changed (or that would be) by this call */
      count: number
      /** @description at most this many changes are listed, newest first */
      limit: number
      changes: components['schemas']['RuleChange'][]
      /** @description true: every uncategorised transaction was gone through; false: the time budget ran out first */
      complete: boolean
      /** @description when not complete: send it back as `cursor` to go on from where this call stopped; else null */
      next_cursor: string | null
    }
    BudgetMonth: {
      /** @example 2026-11 */
      month: string
      currency: string
      categories: number
    }
    Budget: {
      /** @example 2026-11 */
      month: string
      currency: string
      categories: components['schemas']['BudgetLine'][]
      totals: components['schemas']['BudgetTotals']
      /** @description the forex rates that converted spending in other currencies */
      rates: components['schemas']['BudgetRate'][]
      /** @description the share of the month gone by (0-1, UTC) */
      elapsed: number
      /** Format: date-time */
      updated_at: string
    }
    BudgetLine: {
      category: string
      /** Format: uuid */
      category_id: string
      /**
       * @description exact decimal string, two places
       * @example 12.50
       */
      budgeted: string
      rollover: boolean
      /**
       * @description what the previous months' rollover lines left (negative: overspent)
       * @example 12.50
       */
      carried_over: string
      /**
       * @description expenses minus refunds of the month, in this category and its children
       * @example 12.50
       */
      spent: string
      /**
       * @description budgeted + carried_over - spent
       * @example 12.50
       */
      remaining: string
      /**
       * @description over: spent more than available; over_pace: spent share well ahead of the month
       * @enum {string}
       */
      pace: 'on_track' | 'over_pace' | 'over'
    }
    BudgetTotals: {
      /**
       * @description exact decimal string, two places
       * @example 12.50
       */
      budgeted: string
      /**
       * @description exact decimal string, two places
       * @example 12.50
       */
      carried_over: string
      /**
       * @description exact decimal string, two places
       * @example 12.50
       */
      spent: string
      /**
       * @description exact decimal string, two places
       * @example 12.50
       */
      remaining: string
    }
    BudgetRate: {
      /** @description the currency spent */
      from: string
      /** @description the budget's currency */
      to: string
      /** @description units of `to` for one unit of `from` */
      rate: number
      /** Format: date-time */
      as_of: string
    }
    BudgetDraft: {
      /** @description ISO 4217 code of the budget's amounts; left out, your base currency (GET /me) */
      currency?: string
      categories: {
        /** @description the name of one of your categories (case-insensitive), each at most once */
        category: string
        /** @description exact decimal greater than 0: a string such as "400.00" (preferred) or a JSON number */
        amount: string | number
        /** @description carry this month's remainder (or overspend) into next month's line */
        rollover: boolean
      }[]
    }
    RecurringSeriesList: {
      items: components['schemas']['RecurringSeries'][]
    }
    RecurringSeries: {
      /** @description as the latest payment spells it */
      merchant: string
      /** @description the latest payment's category (null when none has one) */
      category: string | null
      /** @enum {string} */
      type: 'expense' | 'income'
      /** @enum {string} */
      cadence: 'weekly' | 'monthly' | 'quarterly' | 'yearly'
      /** @description the median amount */
      typical_amount: string
      /** @description an exact decimal in the series currency */
      last_amount: string
      /** @description ISO 4217 */
      currency: string
      /**
       * Format: date
       * @description a UTC day, YYYY-MM-DD
       */
      last_on: string
      /**
       * Format: date
       * @description the last payment plus one period (calendar months keep the day)
       */
      next_expected_on: string
      /** @description the payments of the series, oldest first */
      transaction_ids: string[]
      /**
       * @description late: the expected payment is past its grace days; ended: two expected payments missed
       * @enum {string}
       */
      status: 'active' | 'late' | 'ended'
      price_change: components['schemas']['RecurringPriceChange'] | null
    }
    RecurringPriceChange: {
      /** @description the steady amount before (paid at least twice in a row) */
      from: string
      /** @description the amount paid since */
      to: string
      /** @description (to - from) / from in percent, one decimal; negative for a cut */
      percent: number
      /**
       * Format: date
       * @description the day of the first payment at the new amount
       */
      on: string
    }
  }
  responses: never
  parameters: never
  requestBodies: never
  headers: never
  pathItems: never
}
export type $defs = Record<string, never>
export interface operations {
  getHealth: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description alive */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            status: 'ok'
            version: string
          }
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  getReadiness: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description ready */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Readiness']
        }
      }
      /** @description not ready: the database is unreachable, or the instance is stopping (same body) */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Readiness']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  getOpenApiDocument: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description the document */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            openapi: string
            info: {
              [key: string]: unknown
            }
            paths: {
              [key: string]: unknown
            }
          } & {
            [key: string]: unknown
          }
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  getDocs: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description HTML */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'text/html': unknown
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  getMe: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description the user */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['User']
        }
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description a dependency is unavailable (database_unavailable, ...); Retry-After when known */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  deleteMe: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description erased */
      204: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description a dependency is unavailable (database_unavailable, ...); Retry-After when known */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  updateMe: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['UserPatch']
      }
    }
    responses: {
      /** @description the user */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['User']
        }
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description the body is over its limit */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description the body is not of a documented media type */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description invalid fields: one entry per field, with its JSON Pointer */
      422: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description a dependency is unavailable (database_unavailable, ...); Retry-After when known */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  exportMyData: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description your data */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['UserDataExport']
        }
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description a dependency is unavailable (database_unavailable, ...); Retry-After when known */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  listAccounts: {
    parameters: {
      query?: {
        /** @description page size, 1-200 (default 50) */
        limit?: number
        /** @description the X-Next-Cursor of the previous page */
        cursor?: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description a page of accounts */
      200: {
        headers: {
          'X-Next-Cursor'?: string
          Link?: string
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Account'][]
        }
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description a dependency is unavailable (database_unavailable, ...); Retry-After when known */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  createAccount: {
    parameters: {
      query?: never
      header?: {
        /** @description up to 255 characters; a replay with the same body returns the first response (24 h) */
        'Idempotency-Key'?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['AccountDraft']
      }
    }
    responses: {
      /** @description the created account */
      201: {
        headers: {
          Location?: string
          ETag?: string
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Account']
        }
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description a create with this Idempotency-Key is still running */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description the body is over its limit */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description the body is not of a documented media type */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description invalid fields: one entry per field, with its JSON Pointer */
      422: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description a dependency is unavailable (database_unavailable, ...); Retry-After when known */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  getAccount: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description the object's id (UUID) */
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description account */
      200: {
        headers: {
          ETag?: string
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Account']
        }
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no such object (another user's objects are not found either) */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description a dependency is unavailable (database_unavailable, ...); Retry-After when known */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  replaceAccount: {
    parameters: {
      query?: never
      header?: {
        /** @description the ETag you read; 412 when the object changed since */
        'If-Match'?: string
      }
      path: {
        /** @description the object's id (UUID) */
        id: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['AccountDraft']
      }
    }
    responses: {
      /** @description the updated account */
      200: {
        headers: {
          ETag?: string
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Account']
        }
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no such object (another user's objects are not found either) */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description If-Match names another version of the object */
      412: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description the body is over its limit */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description the body is not of a documented media type */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description invalid fields: one entry per field, with its JSON Pointer */
      422: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description a dependency is unavailable (database_unavailable, ...); Retry-After when known */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  deleteAccount: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description the object's id (UUID) */
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description deleted */
      204: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no such object (another user's objects are not found either) */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description a dependency is unavailable (database_unavailable, ...); Retry-After when known */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  updateAccount: {
    parameters: {
      query?: never
      header?: {
        /** @description the ETag you read; 412 when the object changed since */
        'If-Match'?: string
      }
      path: {
        /** @description the object's id (UUID) */
        id: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['AccountPatch']
      }
    }
    responses: {
      /** @description the updated account */
      200: {
        headers: {
          ETag?: string
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Account']
        }
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no such object (another user's objects are not found either) */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description If-Match names another version of the object */
      412: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description the body is over its limit */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description the body is not of a documented media type */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description invalid fields: one entry per field, with its JSON Pointer */
      422: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description a dependency is unavailable (database_unavailable, ...); Retry-After when known */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  exportTransactions: {
    parameters: {
      query: {
        /** @description RFC 4180 CSV or OFX 2 (XML) */
        format: 'csv' | 'ofx'
        /** @description occurred_at >= from (date or date-time) */
        from?: string
        /** @description occurred_at < to (date or date-time) */
        to?: string
        account_id?: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description the file (text/csv, or application/x-ofx with format=ofx) */
      200: {
        headers: {
          'Content-Disposition'?: string
          [name: string]: unknown
        }
        content: {
          'text/csv': unknown
        }
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description account_id is not one of your accounts */
      422: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description a dependency is unavailable (database_unavailable, ...); Retry-After when known */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  categorizeTransactions: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['CategorizeRequest']
      }
    }
    responses: {
      /** @description the changes (written unless dry_run) */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['CategorizeResult']
        }
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description one of the ids is not one of your transactions; nothing was written */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description the body is over its limit */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description the body is not of a documented media type */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description invalid fields: one entry per field, with its JSON Pointer */
      422: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description a dependency is unavailable (database_unavailable, ...); Retry-After when known */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  listTransactions: {
    parameters: {
      query?: {
        /** @description page size, 1-200 (default 50) */
        limit?: number
        /** @description the X-Next-Cursor of the previous page */
        cursor?: string
        /** @description occurred_at >= from (date or date-time) */
        from?: string
        /** @description occurred_at < to (date or date-time) */
        to?: string
        /** @description UUID */
        account_id?: string
        /** @description a category name, any case: the category and its children */
        category?: string
        type?: 'expense' | 'income' | 'transfer'
        /** @description true: only transactions the bank has not posted yet; false: only posted ones */
        pending?: 'true' | 'false'
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description a page of transactions */
      200: {
        headers: {
          'X-Next-Cursor'?: string
          Link?: string
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Transaction'][]
        }
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description a dependency is unavailable (database_unavailable, ...); Retry-After when known */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  createTransaction: {
    parameters: {
      query?: never
      header?: {
        /** @description up to 255 characters; a replay with the same body returns the first response (24 h) */
        'Idempotency-Key'?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['TransactionDraft']
      }
    }
    responses: {
      /** @description the created transaction */
      201: {
        headers: {
          Location?: string
          ETag?: string
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Transaction']
        }
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description a create with this Idempotency-Key is still running */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description the body is over its limit */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description the body is not of a documented media type */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description invalid fields: one entry per field, with its JSON Pointer */
      422: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description a dependency is unavailable (database_unavailable, ...); Retry-After when known */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  getTransaction: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description the object's id (UUID) */
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description transaction */
      200: {
        headers: {
          ETag?: string
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Transaction']
        }
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no such object (another user's objects are not found either) */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description a dependency is unavailable (database_unavailable, ...); Retry-After when known */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  replaceTransaction: {
    parameters: {
      query?: never
      header?: {
        /** @description the ETag you read; 412 when the object changed since */
        'If-Match'?: string
      }
      path: {
        /** @description the object's id (UUID) */
        id: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['TransactionDraft']
      }
    }
    responses: {
      /** @description the updated transaction */
      200: {
        headers: {
          ETag?: string
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Transaction']
        }
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no such object (another user's objects are not found either) */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description If-Match names another version of the object */
      412: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description the body is over its limit */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description the body is not of a documented media type */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description invalid fields: one entry per field, with its JSON Pointer */
      422: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description a dependency is unavailable (database_unavailable, ...); Retry-After when known */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  deleteTransaction: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description the object's id (UUID) */
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description deleted */
      204: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no such object (another user's objects are not found either) */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description a dependency is unavailable (database_unavailable, ...); Retry-After when known */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  updateTransaction: {
    parameters: {
      query?: never
      header?: {
        /** @description the ETag you read; 412 when the object changed since */
        'If-Match'?: string
      }
      path: {
        /** @description the object's id (UUID) */
        id: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['TransactionPatch']
      }
    }
    responses: {
      /** @description the updated transaction */
      200: {
        headers: {
          ETag?: string
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Transaction']
        }
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no such object (another user's objects are not found either) */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description If-Match names another version of the object */
      412: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description the body is over its limit */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description the body is not of a documented media type */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description invalid fields: one entry per field, with its JSON Pointer */
      422: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description a dependency is unavailable (database_unavailable, ...); Retry-After when known */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  listHoldings: {
    parameters: {
      query?: {
        /** @description page size, 1-200 (default 50) */
        limit?: number
        /** @description the X-Next-Cursor of the previous page */
        cursor?: string
        /** @description UUID */
        account_id?: string
        /** @description add price, market_value, unrealized_pl and change_percent */
        with_prices?: 'true' | 'false'
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description a page of holdings */
      200: {
        headers: {
          'X-Next-Cursor'?: string
          Link?: string
          [name: string]: unknown
        }
        content: {
          'application/json': (components['schemas']['Holding'] | components['schemas']['HoldingValuation'])[]
        }
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description a dependency is unavailable (database_unavailable, ...); Retry-After when known */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  createHolding: {
    parameters: {
      query?: never
      header?: {
        /** @description up to 255 characters; a replay with the same body returns the first response (24 h) */
        'Idempotency-Key'?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['HoldingDraft']
      }
    }
    responses: {
      /** @description the created holding */
      201: {
        headers: {
          Location?: string
          ETag?: string
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Holding']
        }
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description a create with this Idempotency-Key is still running */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description the body is over its limit */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description the body is not of a documented media type */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description invalid fields: one entry per field, with its JSON Pointer */
      422: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description a dependency is unavailable (database_unavailable, ...); Retry-After when known */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  getHolding: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description the object's id (UUID) */
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description holding */
      200: {
        headers: {
          ETag?: string
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Holding']
        }
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no such object (another user's objects are not found either) */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description a dependency is unavailable (database_unavailable, ...); Retry-After when known */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  replaceHolding: {
    parameters: {
      query?: never
      header?: {
        /** @description the ETag you read; 412 when the object changed since */
        'If-Match'?: string
      }
      path: {
        /** @description the object's id (UUID) */
        id: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['HoldingDraft']
      }
    }
    responses: {
      /** @description the updated holding */
      200: {
        headers: {
          ETag?: string
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Holding']
        }
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no such object (another user's objects are not found either) */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description If-Match names another version of the object */
      412: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description the body is over its limit */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description the body is not of a documented media type */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description invalid fields: one entry per field, with its JSON Pointer */
      422: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description a dependency is unavailable (database_unavailable, ...); Retry-After when known */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  deleteHolding: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description the object's id (UUID) */
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description deleted */
      204: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no such object (another user's objects are not found either) */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description a dependency is unavailable (database_unavailable, ...); Retry-After when known */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  updateHolding: {
    parameters: {
      query?: never
      header?: {
        /** @description the ETag you read; 412 when the object changed since */
        'If-Match'?: string
      }
      path: {
        /** @description the object's id (UUID) */
        id: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['HoldingPatch']
      }
    }
    responses: {
      /** @description the updated holding */
      200: {
        headers: {
          ETag?: string
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Holding']
        }
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no such object (another user's objects are not found either) */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description If-Match names another version of the object */
      412: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description the body is over its limit */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description the body is not of a documented media type */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description invalid fields: one entry per field, with its JSON Pointer */
      422: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description a dependency is unavailable (database_unavailable, ...); Retry-After when known */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  parseNotification: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['ParseNotificationRequest']
      }
    }
    responses: {
      /** @description the reading */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ParsedNotification']
        }
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no or invalid token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description the body is over its limit */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description the body is not of a documented media type */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description invalid fields */
      422: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description over the per-minute limit or the daily token budget (Retry-After) */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description llm_not_configured (no LLM_API_KEY) or upstream_unavailable */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description the model did not answer in time */
      504: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  parseBill: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['ParseBillRequest']
        'multipart/form-data': components['schemas']['ParseBillUpload']
      }
    }
    responses: {
      /** @description the bill */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ParsedBill']
        }
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no or invalid token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description image larger than 8 MB */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description not JSON or multipart, or an image that is not JPEG, PNG or WebP */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description invalid fields */
      422: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description over the per-minute limit or the daily token budget (Retry-After) */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description llm_not_configured (no LLM_API_KEY) or upstream_unavailable */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description the model did not answer in time */
      504: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  listDailyInsights: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description the insights */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Insight'][]
        }
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no or invalid token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description a dependency is unavailable (database_unavailable, ...); Retry-After when known */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  getStockQuote: {
    parameters: {
      query?: never
      header?: never
      path: {
        symbol: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description the quote */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Quote']
        }
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description symbol_not_found: the provider does not know it */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description validation_failed, with a pointer per bad field or item */
      422: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description upstream_unavailable (Retry-After when the provider rate-limited us) */
      503: {
        headers: {
          'Retry-After'?: string
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description upstream_timeout */
      504: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  getStockQuotes: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['StockQuotesRequest']
      }
    }
    responses: {
      /** @description quotes and per-item errors */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['StockQuotes']
        }
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description symbol_not_found: the provider does not know it */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description the body is over its limit */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description the body is not of a documented media type */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description validation_failed, with a pointer per bad field or item */
      422: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description upstream_unavailable (Retry-After when the provider rate-limited us) */
      503: {
        headers: {
          'Retry-After'?: string
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description upstream_timeout */
      504: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  getCryptoPrice: {
    parameters: {
      query?: {
        /** @description price currency for crypto (usd, eur, ...); default usd */
        currency?: string
      }
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description the price */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['CryptoPrice']
        }
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description symbol_not_found: the provider does not know it */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description validation_failed, with a pointer per bad field or item */
      422: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description upstream_unavailable (Retry-After when the provider rate-limited us) */
      503: {
        headers: {
          'Retry-After'?: string
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description upstream_timeout */
      504: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  getCryptoPrices: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['CryptoPricesRequest']
      }
    }
    responses: {
      /** @description prices and per-item errors */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['CryptoPrices']
        }
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description symbol_not_found: the provider does not know it */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description the body is over its limit */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description the body is not of a documented media type */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description validation_failed, with a pointer per bad field or item */
      422: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description upstream_unavailable (Retry-After when the provider rate-limited us) */
      503: {
        headers: {
          'Retry-After'?: string
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description upstream_timeout */
      504: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  getForexRates: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['ForexRatesRequest']
      }
    }
    responses: {
      /** @description rates and per-item errors */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ForexRates']
        }
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description symbol_not_found: the provider does not know it */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description the body is over its limit */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description the body is not of a documented media type */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description validation_failed, with a pointer per bad field or item */
      422: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description upstream_unavailable (Retry-After when the provider rate-limited us) */
      503: {
        headers: {
          'Retry-After'?: string
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description upstream_timeout */
      504: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  getMarketBatch: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['MarketBatchRequest']
      }
    }
    responses: {
      /** @description what could be had, and per-item errors */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['MarketBatch']
        }
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description symbol_not_found: the provider does not know it */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description the body is over its limit */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description the body is not of a documented media type */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description validation_failed, with a pointer per bad field or item */
      422: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description upstream_unavailable (Retry-After when the provider rate-limited us) */
      503: {
        headers: {
          'Retry-After'?: string
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description upstream_timeout */
      504: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  getPriceHistory: {
    parameters: {
      query?: {
        /** @description 1d, 5d, 1mo (default), 3mo, 6mo, 1y, 2y, 5y, 10y, ytd, max */
        period?: string
        /** @description stock (default) or crypto */
        assetType?: string
        /** @description alias of assetType */
        asset_type?: string
        /** @description stocks only: 1m .. 3mo; default suits the period */
        interval?: string
        /** @description price currency for crypto (usd, eur, ...); default usd */
        currency?: string
      }
      header?: never
      path: {
        symbol: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description the candles, oldest first */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['PriceHistory']
        }
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description symbol_not_found: the provider does not know it */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description validation_failed, with a pointer per bad field or item */
      422: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description upstream_unavailable (Retry-After when the provider rate-limited us) */
      503: {
        headers: {
          'Retry-After'?: string
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description upstream_timeout */
      504: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  listEarnings: {
    parameters: {
      query?: {
        /** @description YYYY-MM-DD (UTC), default today */
        from?: string
        /** @description YYYY-MM-DD, default from + 7 days; at most 31 days */
        to?: string
        /** @description comma-separated tickers to keep */
        symbols?: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description reports, by date */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['EarningsEvent'][]
        }
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description symbol_not_found: the provider does not know it */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description validation_failed, with a pointer per bad field or item */
      422: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description upstream_unavailable (Retry-After when the provider rate-limited us) */
      503: {
        headers: {
          'Retry-After'?: string
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description upstream_timeout */
      504: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  getPrices: {
    parameters: {
      query?: {
        /** @description comma-separated tickers */
        symbols?: string
        /** @description comma-separated CoinGecko ids */
        ids?: string
        /** @description price currency for crypto (usd, eur, ...); default usd */
        currency?: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description quotes, prices and per-item errors */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Prices']
        }
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description symbol_not_found: the provider does not know it */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description validation_failed, with a pointer per bad field or item */
      422: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description upstream_unavailable (Retry-After when the provider rate-limited us) */
      503: {
        headers: {
          'Retry-After'?: string
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description upstream_timeout */
      504: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  askAdvisor: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['AdvisorQuestion']
      }
    }
    responses: {
      /** @description the answer (or the stream, by Accept) */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['AdvisorAnswer']
        }
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description the body is over its limit */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description the body is not of a documented media type */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no message, or invalid fields */
      422: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description per-user AI limit reached (requests per minute or daily tokens); see Retry-After */
      429: {
        headers: {
          'Retry-After'?: string
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description llm_not_configured (no LLM_API_KEY) or upstream_unavailable (the model provider failed) */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description upstream_timeout: the model provider did not answer in time */
      504: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  streamAdvisor: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['AdvisorQuestion']
      }
    }
    responses: {
      /** @description Vercel AI SDK UI message stream v1 (header x-vercel-ai-ui-message-stream: v1): start, data-meta {intent, agent, memory_used}, text-start, text-delta..., text-end, source-document..., finish, then `data: [DONE]`; an `error` part when the answer fails after the headers; a `: ping` comment every 15 s. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'text/event-stream': components['schemas']['AdvisorStreamPart']
        }
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description the body is over its limit */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description the body is not of a documented media type */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no message, or invalid fields */
      422: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description per-user AI limit reached (requests per minute or daily tokens); see Retry-After */
      429: {
        headers: {
          'Retry-After'?: string
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description llm_not_configured (no LLM_API_KEY) or upstream_unavailable (the model provider failed) */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description upstream_timeout: the model provider did not answer in time */
      504: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  registerDevice: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['DeviceRegistration']
      }
    }
    responses: {
      /** @description the registered device */
      201: {
        headers: {
          Location?: string
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Device']
        }
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description the body is over its limit */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description the body is not of a documented media type */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description invalid fields: one entry per field, with its JSON Pointer */
      422: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description a dependency is unavailable (database_unavailable, ...); Retry-After when known */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  deleteDevice: {
    parameters: {
      query?: never
      header?: never
      path: {
        token: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description removed */
      204: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description not a token of the caller */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description a dependency is unavailable (database_unavailable, ...); Retry-After when known */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  listNotifications: {
    parameters: {
      query?: {
        /** @description page size, 1-200 (default 50) */
        limit?: number
        /** @description the X-Next-Cursor of the previous page */
        cursor?: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description a page of notifications */
      200: {
        headers: {
          'X-Next-Cursor'?: string
          Link?: string
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Notification'][]
        }
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description a dependency is unavailable (database_unavailable, ...); Retry-After when known */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  markNotificationRead: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description the object's id (UUID) */
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description the notification */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Notification']
        }
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no such object (another user's objects are not found either) */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description a dependency is unavailable (database_unavailable, ...); Retry-After when known */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  sendTestPush: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description what FCM accepted */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['TestPushDelivery']
        }
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description push_not_configured: no GOOGLE_APPLICATION_CREDENTIALS */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  getLatestNewsletter: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description the newsletter, or null */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Newsletter'] | null
        }
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description a dependency is unavailable (database_unavailable, ...); Retry-After when known */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  getTodaysNewsletter: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description the newsletter, or null */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Newsletter'] | null
        }
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description a dependency is unavailable (database_unavailable, ...); Retry-After when known */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  generateNewsletter: {
    parameters: {
      query?: {
        /** @description true regenerates today's newsletter even when it exists */
        force?: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description the generation job */
      202: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['NewsletterGeneration']
        }
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description llm_not_configured */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  ingestMemory: {
    parameters: {
      query: {
        user_id: string
        period?: 'daily' | 'weekly' | 'monthly' | 'all'
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description one result per period */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['IngestionReport']
        }
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description a valid token that is not an administrator */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description unknown user */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description a dependency is unavailable (database_unavailable, ...); Retry-After when known */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  getMetrics: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description the Prometheus text exposition format */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'text/plain; version=0.0.4': string
        }
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description a valid token that is not an administrator */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description a dependency is unavailable (database_unavailable, ...); Retry-After when known */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  listImports: {
    parameters: {
      query?: {
        /** @description page size, 1-200 (default 50) */
        limit?: number
        /** @description the X-Next-Cursor of the previous page */
        cursor?: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description a page of imports */
      200: {
        headers: {
          'X-Next-Cursor'?: string
          Link?: string
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Import'][]
        }
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description a dependency is unavailable (database_unavailable, ...); Retry-After when known */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  createImport: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'multipart/form-data': components['schemas']['ImportUpload']
      }
    }
    responses: {
      /** @description the import, in preview */
      201: {
        headers: {
          Location?: string
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Import']
        }
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description the file is larger than 10 MB */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description not multipart/form-data */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description statement_unreadable (line, expected, candidates), an account that is not yours, over 50,000 lines, or a bad mapping */
      422: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description a dependency is unavailable (database_unavailable, ...); Retry-After when known */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  getImport: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description the object's id (UUID) */
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description the import */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Import']
        }
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no such object (another user's objects are not found either) */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description a dependency is unavailable (database_unavailable, ...); Retry-After when known */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  deleteImport: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description the object's id (UUID) */
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description discarded or undone */
      204: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no such object (another user's objects are not found either) */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description a dependency is unavailable (database_unavailable, ...); Retry-After when known */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  listImportRows: {
    parameters: {
      query?: {
        /** @description page size, 1-1000 (default 100) */
        limit?: number
        /** @description the X-Next-Cursor of the previous page */
        cursor?: string
      }
      header?: never
      path: {
        /** @description the object's id (UUID) */
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description a page of rows */
      200: {
        headers: {
          'X-Next-Cursor'?: string
          Link?: string
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ImportRow'][]
        }
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no such object (another user's objects are not found either) */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description a dependency is unavailable (database_unavailable, ...); Retry-After when known */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  commitImport: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description the object's id (UUID) */
        id: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['ImportCommitRequest']
      }
    }
    responses: {
      /** @description what the commit did */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ImportCommitResult']
        }
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no such object (another user's objects are not found either) */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description the body is over its limit */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description the body is not of a documented media type */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description invalid fields: one entry per field, with its JSON Pointer */
      422: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description a dependency is unavailable (database_unavailable, ...); Retry-After when known */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  listTrades: {
    parameters: {
      query?: {
        /** @description page size, 1-200 (default 50) */
        limit?: number
        /** @description the X-Next-Cursor of the previous page */
        cursor?: string
      }
      header?: never
      path: {
        /** @description the object's id (UUID) */
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description a page of trades */
      200: {
        headers: {
          'X-Next-Cursor'?: string
          Link?: string
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Trade'][]
        }
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no such object (another user's objects are not found either) */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description a dependency is unavailable (database_unavailable, ...); Retry-After when known */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  createTrade: {
    parameters: {
      query?: never
      header?: {
        /** @description up to 255 characters; a replay with the same body returns the first response (24 h) */
        'Idempotency-Key'?: string
      }
      path: {
        /** @description the object's id (UUID) */
        id: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['TradeDraft']
      }
    }
    responses: {
      /** @description the trade and the position it leaves */
      201: {
        headers: {
          Location?: string
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['RecordedTrade']
        }
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no such object (another user's objects are not found either) */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description a create with this Idempotency-Key is still running */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description the body is over its limit */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description the body is not of a documented media type */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description invalid fields: one entry per field, with its JSON Pointer */
      422: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description a dependency is unavailable (database_unavailable, ...); Retry-After when known */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  deleteTrade: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description the object's id (UUID) */
        id: string
        /** @description the trade's id (UUID) */
        trade_id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description deleted */
      204: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no such object (another user's objects are not found either) */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description a dependency is unavailable (database_unavailable, ...); Retry-After when known */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  getHoldingPerformance: {
    parameters: {
      query?: {
        /** @description 1w, 1m, 3m, ytd, 1y or max (default) */
        period?: '1w' | '1m' | '3m' | 'ytd' | '1y' | 'max'
      }
      header?: never
      path: {
        /** @description the object's id (UUID) */
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description the performance */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Performance']
        }
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no such object (another user's objects are not found either) */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description a dependency is unavailable (database_unavailable, ...); Retry-After when known */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  rebuildNetWorth: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description what was rebuilt */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['NetWorthRebuild']
        }
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description a dependency is unavailable (database_unavailable, ...); Retry-After when known */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  getNetWorth: {
    parameters: {
      query?: {
        /** @description first day (default: the first stored day) */
        from?: string
        /** @description last day (default: today) */
        to?: string
        /** @description day (default), week or month: the last day of each */
        interval?: 'day' | 'week' | 'month'
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description the series */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['NetWorthSeries']
        }
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description a dependency is unavailable (database_unavailable, ...); Retry-After when known */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  getPortfolioSummary: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description the summary */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['PortfolioSummary']
        }
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description a dependency is unavailable (database_unavailable, ...); Retry-After when known */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  getPortfolioPerformance: {
    parameters: {
      query?: {
        /** @description 1w, 1m, 3m, ytd, 1y or max (default) */
        period?: '1w' | '1m' | '3m' | 'ytd' | '1y' | 'max'
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description the performance */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Performance']
        }
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description a dependency is unavailable (database_unavailable, ...); Retry-After when known */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  listConnections: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description the connections, newest first */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Connection'][]
        }
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description a dependency is unavailable (database_unavailable, ...); Retry-After when known */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  createConnection: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['ConnectionDraft']
      }
    }
    responses: {
      /** @description the connection */
      201: {
        headers: {
          Location?: string
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Connection']
        }
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description the body is over its limit */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description the body is not of a documented media type */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description invalid fields: one entry per field, with its JSON Pointer */
      422: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description rate_limited: too many connection attempts this hour; see Retry-After */
      429: {
        headers: {
          'Retry-After'?: string
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description upstream_unavailable (the bridge did not answer), or bank_sync_not_configured */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  getConnection: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description the object's id (UUID) */
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description the connection */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Connection']
        }
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no such object (another user's objects are not found either) */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description a dependency is unavailable (database_unavailable, ...); Retry-After when known */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  deleteConnection: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description the object's id (UUID) */
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description forgotten */
      204: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no such object (another user's objects are not found either) */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description a dependency is unavailable (database_unavailable, ...); Retry-After when known */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  linkConnectionAccount: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description the object's id (UUID) */
        id: string
        /** @description the bank's id of the account */
        external_id: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['ConnectionAccountLink']
      }
    }
    responses: {
      /** @description the connection */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Connection']
        }
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no such object (another user's objects are not found either) */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description the body is over its limit */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description the body is not of a documented media type */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description invalid fields: one entry per field, with its JSON Pointer */
      422: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description a dependency is unavailable (database_unavailable, ...); Retry-After when known */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  syncConnection: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description the object's id (UUID) */
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description the queued sync */
      202: {
        headers: {
          Location?: string
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['BankSync']
        }
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no such object (another user's objects are not found either) */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description bank_sync_not_configured: no DATA_ENCRYPTION_KEY on this service */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  listConnectionSyncs: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description the object's id (UUID) */
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description the syncs */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['BankSync'][]
        }
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no such object (another user's objects are not found either) */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description a dependency is unavailable (database_unavailable, ...); Retry-After when known */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  streamPrices: {
    parameters: {
      query?: {
        /** @description comma-separated tickers */
        symbols?: string
        /** @description comma-separated CoinGecko ids */
        crypto?: string
        /** @description price currency for crypto (usd, eur, ...); default usd */
        currency?: string
      }
      header?: {
        /** @description the id of the last event received, to resume */
        'Last-Event-ID'?: string
      }
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description the event stream */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'text/event-stream': components['schemas']['Prices'] | components['schemas']['PriceStreamEvent']
        }
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description symbol_not_found: no item of the query is known to a provider */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description validation_failed: no item, more than 50, or a malformed symbol, id or currency */
      422: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description upstream_unavailable: no provider could give the first prices */
      503: {
        headers: {
          'Retry-After'?: string
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description upstream_timeout */
      504: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  listCategories: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description the categories */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Category'][]
        }
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description a dependency is unavailable (database_unavailable, ...); Retry-After when known */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  createCategory: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['CategoryDraft']
      }
    }
    responses: {
      /** @description the category */
      201: {
        headers: {
          Location?: string
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Category']
        }
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description category_name_taken: you have a category with this name (ignoring case) */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description the body is over its limit */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description the body is not of a documented media type */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description validation_failed: a bad field, or a parent that is not yours or would make two levels */
      422: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description a dependency is unavailable (database_unavailable, ...); Retry-After when known */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  getCategory: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description the object's id (UUID) */
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description the category */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Category']
        }
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no such object (another user's objects are not found either) */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description a dependency is unavailable (database_unavailable, ...); Retry-After when known */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  deleteCategory: {
    parameters: {
      query?: {
        /** @description another of your categories that takes over the transactions (and anything else) in this category; needed when it is in use */
        reassign_to?: string
      }
      header?: never
      path: {
        /** @description the object's id (UUID) */
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description deleted */
      204: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no such object (another user's objects are not found either) */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description category_in_use: still used and no reassign_to; conflict: moving would duplicate a row that must be unique */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description validation_failed: reassign_to is not another of your categories */
      422: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description a dependency is unavailable (database_unavailable, ...); Retry-After when known */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  updateCategory: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description the object's id (UUID) */
        id: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['CategoryPatch']
      }
    }
    responses: {
      /** @description the category */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Category']
        }
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no such object (another user's objects are not found either) */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description category_name_taken: you have a category with this name (ignoring case) */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description the body is over its limit */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description the body is not of a documented media type */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description validation_failed: a bad field, or a parent that is not yours or would make two levels */
      422: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description a dependency is unavailable (database_unavailable, ...); Retry-After when known */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  listRules: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description the rules */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Rule'][]
        }
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description a dependency is unavailable (database_unavailable, ...); Retry-After when known */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  createRule: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['RuleDraft']
      }
    }
    responses: {
      /** @description the rule */
      201: {
        headers: {
          Location?: string
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Rule']
        }
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description the body is over its limit */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description the body is not of a documented media type */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description validation_failed: an operator that does not fit its field, a bad value, a regular expression that could backtrack catastrophically or that RE2 cannot run, no condition or no action, a category that is not yours */
      422: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description a dependency is unavailable (database_unavailable, ...); Retry-After when known */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  applyRules: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['RulesApplyRequest']
      }
    }
    responses: {
      /** @description what changed (or would) */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['RulesApplyResult']
        }
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description the body is over its limit */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description the body is not of a documented media type */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description invalid fields: one entry per field, with its JSON Pointer */
      422: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description a dependency is unavailable (database_unavailable, ...); Retry-After when known */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  getRule: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description the object's id (UUID) */
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description the rule */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Rule']
        }
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no such object (another user's objects are not found either) */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description a dependency is unavailable (database_unavailable, ...); Retry-After when known */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  deleteRule: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description the object's id (UUID) */
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description deleted */
      204: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no such object (another user's objects are not found either) */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description a dependency is unavailable (database_unavailable, ...); Retry-After when known */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  updateRule: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description the object's id (UUID) */
        id: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['RulePatch']
      }
    }
    responses: {
      /** @description the rule */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Rule']
        }
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no such object (another user's objects are not found either) */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description the body is over its limit */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description the body is not of a documented media type */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description validation_failed: an operator that does not fit its field, a bad value, a regular expression that could backtrack catastrophically or that RE2 cannot run, no condition or no action, a category that is not yours */
      422: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description a dependency is unavailable (database_unavailable, ...); Retry-After when known */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  previewRule: {
    parameters: {
      query?: {
        /** @description the previous answer's next_cursor: go on after the transactions it went through */
        cursor?: string
      }
      header?: never
      path: {
        /** @description the object's id (UUID) */
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description what would change */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['RulePreview']
        }
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no such object (another user's objects are not found either) */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description a dependency is unavailable (database_unavailable, ...); Retry-After when known */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  listBudgets: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description the months */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['BudgetMonth'][]
        }
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description a dependency is unavailable (database_unavailable, ...); Retry-After when known */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  getBudget: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description a UTC month, YYYY-MM */
        month: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description the budget */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Budget']
        }
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no such object (another user's objects are not found either) */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description the month is not YYYY-MM */
      422: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description a dependency is unavailable (database_unavailable, ...); Retry-After when known */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  putBudget: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description a UTC month, YYYY-MM */
        month: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['BudgetDraft']
      }
    }
    responses: {
      /** @description the budget against what was spent */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Budget']
        }
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no such object (another user's objects are not found either) */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description the body is over its limit */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description the body is not of a documented media type */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description invalid fields: one entry per field, with its JSON Pointer */
      422: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description a dependency is unavailable (database_unavailable, ...); Retry-After when known */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  deleteBudget: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description a UTC month, YYYY-MM */
        month: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description deleted */
      204: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no token, or an invalid one */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no such object (another user's objects are not found either) */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description the month is not YYYY-MM */
      422: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description a dependency is unavailable (database_unavailable, ...); Retry-After when known */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
  listRecurring: {
    parameters: {
      query?: {
        /** @description only series in this status (default: all) */
        status?: 'active' | 'late' | 'ended'
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description the detected series */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['RecurringSeriesList']
        }
      }
      /** @description a malformed request: JSON, query string, path, or a header sent twice */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description no or invalid token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description a dependency is unavailable (database_unavailable, ...); Retry-After when known */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      /** @description any other error */
      default: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
    }
  }
}
