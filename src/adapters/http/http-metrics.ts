/** What HTTP needs of the metrics adapter: to record a request, and to be scraped. */
export interface HttpMetrics {
  httpRequest(method: string, route: string, status: number, seconds: number): void
  scrape(): Promise<{ readonly contentType: string; readonly body: string }>
}

/**
 * The label for requests no route matched: raw paths would make a series per scanner probe.
 * Every request is recorded by request-context.ts, outside the error middleware (the final status).
 */
export const UNMATCHED_ROUTE = '(unmatched)'
