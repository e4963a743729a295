import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('notifications')
export class Notification {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid', { name: 'user_id' })
  userId: string;

  /** One of NOTIFICATION_KINDS (notification.types.ts); stored as text so new kinds need no migration. */
  @Column('text')
  type: string;

  @Column('text')
  title: string;

  @Column('text')
  message: string;

  @Column('boolean')
  read: boolean;

  /** Id of the request, session or testimonial the notification is about. */
  @Column('text', { nullable: true })
  reference: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
