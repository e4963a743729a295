import type { EntityManager } from 'typeorm';
import type { NotificationType } from './notification.entity.js';

export interface NewNotification {
  userId: string;
  type: NotificationType | 'exchange_cancelled' | 'exchange_expired' | 'exchange_completed';
  title: string;
  message: string;
  reference?: string;
}

export interface CreatedNotification extends NewNotification {
  id: string;
  createdAt: Date;
}

/**
 * Notification rows, written inside the use case's transaction so that a rolled-back change
 * leaves none. Live delivery (subscriptions) happens after commit.
 */
export class NotificationService {
  async create(tx: EntityManager, n: NewNotification): Promise<CreatedNotification> {
    const [row] = await tx.query(
      `INSERT INTO notifications (user_id, type, title, message, reference) VALUES ($1, $2, $3, $4, $5)
       RETURNING id, created_at`,
      [n.userId, n.type, n.title, n.message, n.reference ?? null],
    );
    return { ...n, id: row.id, createdAt: row.created_at };
  }
}
