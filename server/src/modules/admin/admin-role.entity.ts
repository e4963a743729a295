import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

export type AdminRoleName = 'admin' | 'super_admin';

/** An admin grant, keyed by email so ADMIN_EMAILS can name someone before they sign up. */
@Entity('admin_roles')
export class AdminRole {
  @PrimaryColumn('text')
  email: string;

  @Column('text')
  role: AdminRoleName;

  @Column('text', { name: 'granted_by', nullable: true })
  grantedBy: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
