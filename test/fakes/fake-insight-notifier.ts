import type { Insight } from '../../src/domain/insights/insight.js'
import type { InsightNotifier } from '../../src/application/ports/insight-notifier.js'

/** Records what it was asked to tell; can be made to fail. */
export class FakeInsightNotifier implements InsightNotifier {
  readonly calls: { userId: string; insights: readonly Insight[] }[] = []
  failing = false

  async notifyNewAlerts(userId: string, insights: readonly Insight[]): Promise<void> {
    this.calls.push({ userId, insights })
    if (this.failing) throw new Error('push is down')
  }
}
