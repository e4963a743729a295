import { graphql } from '../../gql';

/** Skills are picked from the category labels. */
export const CategoriesQuery = graphql(`
  query Categories {
    categories {
      value
      label
    }
  }
`);

export const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($input: ProfileInput!) {
    updateProfile(input: $input) {
      ...SessionUser
    }
  }
`);
