import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('testimonials')
export class Testimonial {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid', { name: 'exchange_request_id' })
  exchangeRequestId: string;

  @Column('uuid', { name: 'reviewer_id' })
  reviewerId: string;

  @Column('uuid', { name: 'reviewee_id' })
  revieweeId: string;

  @Column('integer')
  rating: number;

  @Column('text')
  content: string;

  @Column('boolean', { name: 'is_public' })
  isPublic: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
