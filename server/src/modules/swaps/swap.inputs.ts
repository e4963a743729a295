import { ArgsType, Field, ID } from 'type-graphql';
import { IsRequiredText } from '../../common/validation.js';
import { restInput } from '../../common/http/rest-input.js';

// The services a swap or a ring is proposed with: GraphQL takes them as the mutation's arguments,
// REST as the body's snake_case fields. A missing or blank id is "<field> is required"; whose the
// services are and whether they are active is the service's check (FORBIDDEN, NOT_FOUND, VALIDATION).

@ArgsType()
export class ProposeSwapArgs {
  @Field(() => ID, { description: 'One of my active services: what I give.' })
  @IsRequiredText('my_service_id')
  myServiceId: string;

  @Field(() => ID, { description: "The other member's active service: what I receive." })
  @IsRequiredText('their_service_id')
  theirServiceId: string;
}

@ArgsType()
export class ProposeRingArgs {
  @Field(() => ID, { description: 'One of my active services: what I give (to the owner of the second).' })
  @IsRequiredText('my_service_id')
  myServiceId: string;

  @Field(() => ID, { description: 'What the member I give to gives to the third member.' })
  @IsRequiredText('second_service_id')
  secondServiceId: string;

  @Field(() => ID, { description: 'What the third member gives to me.' })
  @IsRequiredText('third_service_id')
  thirdServiceId: string;
}

/** POST /swaps. */
export const proposeSwapBody = restInput(ProposeSwapArgs, {
  my_service_id: 'myServiceId',
  their_service_id: 'theirServiceId',
});
/** POST /rings. */
export const proposeRingBody = restInput(ProposeRingArgs, {
  my_service_id: 'myServiceId',
  second_service_id: 'secondServiceId',
  third_service_id: 'thirdServiceId',
});
