import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import manifest from '../../client/src/gql/persisted-documents.json' with { type: 'json' };

/** One of the client's persisted documents: the hash it is sent by, its text and its operation's name. */
export interface AppDocument {
  id: string;
  text: string;
  name: string;
}

/** The client's persisted documents (`npm run codegen` writes them), each with its operation's name. */
export const appDocuments: readonly AppDocument[] = Object.entries(manifest as Record<string, string>).map(
  ([id, text]) => {
    const operation = parse(text).definitions.find(
      (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
    )!;
    return { id, text, name: operation.name!.value };
  },
);

/** The client's document of this operation; throws when the client has none (a renamed operation). */
export function appDocumentNamed(name: string): AppDocument {
  const found = appDocuments.find((d) => d.name === name);
  if (!found) throw new Error(`the client has no operation named ${name} (npm run codegen)`);
  return found;
}
