import { Kind, parse, valueFromASTUntyped, type FieldNode, type OperationDefinitionNode } from 'graphql';

export interface RootField {
  /** response key (alias or field name) */
  key: string;
  name: string;
  args: Record<string, unknown>;
}

/**
 * The root fields of a GraphQL query and their arguments (literals or $variables), parsed by the reference
 * implementation (`graphql`). Selection sets below the root are not interpreted: resolvers return whole objects.
 * A syntax error throws the parser's GraphQLError, which the route answers as a GraphQL error.
 */
export function rootFields(query: string, variables: Record<string, unknown> = {}): RootField[] {
  const document = parse(query);
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  if (!operation) throw new Error('Must provide an operation.');
  return operation.selectionSet.selections
    .filter((selection): selection is FieldNode => selection.kind === Kind.FIELD)
    .map((field) => ({
      key: field.alias?.value ?? field.name.value,
      name: field.name.value,
      args: Object.fromEntries((field.arguments ?? []).map((arg) => [arg.name.value, valueFromASTUntyped(arg.value, variables)])),
    }));
}
