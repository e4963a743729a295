import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A service a member offers for EP: one row of `services`, as published and edited by its coach. */
@Entity('services')
export class ServiceRecord {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid', { name: 'coach_id' })
  coachId: string;

  @Column('text')
  title: string;

  @Column('text')
  description: string;

  @Column('text')
  category: string;

  @Column('integer', { name: 'duration_minutes' })
  durationMinutes: number;

  @Column('integer', { name: 'energy_cost' })
  energyCost: number;

  @Column('integer', { name: 'max_participants' })
  maxParticipants: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  /** Set instead of deleting when exchange requests still point at the service. */
  @Column('timestamptz', { name: 'archived_at', nullable: true })
  archivedAt: Date | null;
}
