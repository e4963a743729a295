import { Column, Entity, PrimaryColumn } from 'typeorm';
import { Field, ObjectType } from 'type-graphql';

/** A service category; the labels are also the skills members pick. super_admins manage the list. */
@ObjectType({ description: 'A service category; its label doubles as a skill.' })
@Entity('categories')
export class Category {
  @Field({ description: 'Stable key, e.g. business_coaching.' })
  @PrimaryColumn('text')
  value: string;

  @Field({ description: 'Human label, e.g. Business Coaching.' })
  @Column('text')
  label: string;

  @Column('integer')
  position: number;

  @Field(() => Date, {
    nullable: true,
    description:
      'When a super_admin retired it: no longer offered for new services or needs (existing ones keep it). Null while active.',
  })
  @Column('timestamptz', { name: 'retired_at', nullable: true })
  retiredAt: Date | null;
}
