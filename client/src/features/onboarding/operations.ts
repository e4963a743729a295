import { graphql } from '../../gql';

export const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($input: ProfileInput!) {
    updateProfile(input: $input) {
      ...ViewerChanges @unmask
    }
  }
`);
