import { graphql } from '../../gql';

/** The signed-in member's EP statement, a page at a time; `after` is the previous endCursor. */
export const MyLedgerQuery = graphql(`
  query MyLedger($first: Int!, $after: String) {
    myLedger(first: $first, after: $after) {
      entries {
        id
        ...LedgerEntryRow_entry
      }
      holds {
        id
        ...LedgerHoldRow_hold
      }
      totalCount
      pageInfo {
        ...NextPage @unmask
      }
    }
  }
`);
