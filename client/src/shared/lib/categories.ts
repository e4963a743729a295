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
