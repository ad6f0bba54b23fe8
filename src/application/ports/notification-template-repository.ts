import type { NotificationTemplate } from '../../domain/extraction/notification/template/notification-template.js'

/**
 * Each user's notification templates (notification_templates), learnt from the user's own
 * corrections. A template's identity is (user, sender, shape): saving one of the same shape again
 * replaces what it means. Every method touches only `userId`'s rows; nothing is shared between users.
 */
export interface NotificationTemplateRepository {
  /** The user's templates for one sender, most recently learnt first. */
  forSender(userId: string, sender: string): Promise<NotificationTemplate[]>
  save(userId: string, template: NotificationTemplate, now: Date): Promise<void>
}
