import type { NotificationTemplate } from '../../src/domain/extraction/notification/template/notification-template.js'
import type { NotificationTemplateRepository } from '../../src/application/ports/notification-template-repository.js'

/** notification_templates in memory: (user, sender, shape) is the identity. */
export class InMemoryNotificationTemplateRepository implements NotificationTemplateRepository {
  readonly rows: { userId: string; template: NotificationTemplate; updatedAt: Date }[] = []

  async forSender(userId: string, sender: string): Promise<NotificationTemplate[]> {
    return this.rows
      .filter((r) => r.userId === userId && r.template.sender === sender)
      .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())
      .map((r) => r.template)
  }

  async save(userId: string, template: NotificationTemplate, now: Date): Promise<void> {
    const at = this.rows.findIndex(
      (r) =>
        r.userId === userId && r.template.sender === template.sender && r.template.shape === template.shape,
    )
    if (at >= 0) this.rows.splice(at, 1)
    this.rows.push({ userId, template, updatedAt: now })
  }
}
