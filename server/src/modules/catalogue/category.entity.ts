import { Column, Entity, PrimaryColumn } from 'typeorm';
import { Field, ObjectType } from 'type-graphql';

/** A service category; the labels are also the skills members pick (one seeded list). */
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
}
