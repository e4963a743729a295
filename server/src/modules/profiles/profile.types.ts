import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: "Whether the member's email has a Gravatar picture." })
export class GravatarInfo {
  @Field({ description: 'True when Gravatar has a picture for the email (syncGravatar can use it).' })
  exists: boolean;

  @Field({ description: 'Where to create a Gravatar when there is none.' })
  joinUrl: string;
}
