import {
  GraphQLError,
  Kind,
  type ExecutionArgs,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
  type ValueNode,
} from 'graphql'
import { maxApiLimit } from '@/domain/http/apiQuery'

/**
 * Limits on one GraphQL operation (docs/decisions/015-api-hardening.md). Payload's complexity
 * rule counts fields but not how many documents each list returns, so 50 aliases of a list
 * passed it and took 10.9 s: the number of top-level fields, the nesting and every `limit`
 * argument are bounded here as well.
 */
export const graphqlLimits = {
  /** Nesting of selections; `Products { docs { category { image { sizes { card { url } } } } } }` is 7. */
  maxDepth: 8,
  /** Top-level fields (aliases included) in one operation. */
  maxRootFields: 5,
  /** Payload's per-field complexity budget (a relationship counts 10). */
  maxComplexity: 300,
} as const

interface Measure { depth: number; rootFields: number; limits: ValueNode[] }

/** Walks a selection set through fragments (each fragment once per path, so cycles end). */
function measure(context: ValidationContext, set: SelectionSetNode, level: number, seen: ReadonlySet<string>, out: Measure): void {
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      if (level === 1) out.rootFields += 1
      out.depth = Math.max(out.depth, level)
      for (const argument of selection.arguments ?? []) if (argument.name.value === 'limit') out.limits.push(argument.value)
      if (selection.selectionSet) measure(context, selection.selectionSet, level + 1, seen, out)
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      measure(context, selection.selectionSet, level, seen, out)
    } else {
      const name = selection.name.value
      const fragment = context.getFragment(name)
      if (fragment && !seen.has(name)) measure(context, fragment.selectionSet, level, new Set([...seen, name]), out)
    }
  }
}

function limitValue(node: ValueNode, variables: ExecutionArgs['variableValues']): unknown {
  if (node.kind === Kind.INT) return Number(node.value)
  if (node.kind === Kind.VARIABLE) return variables?.[node.name.value]
  return null
}

/** Whether a `limit` asks for more than one page of the REST API would give (0 means "all" to Payload). */
const tooMany = (value: unknown) => typeof value === 'number' && (value <= 0 || value > maxApiLimit)

export function graphqlLimitRule(args: ExecutionArgs): ValidationRule {
  return (context) => ({
    OperationDefinition(operation) {
      const out: Measure = { depth: 0, rootFields: 0, limits: [] }
      measure(context, operation.selectionSet, 1, new Set(), out)
      if (out.depth > graphqlLimits.maxDepth)
        context.reportError(new GraphQLError(`The query is nested ${out.depth} levels deep; at most ${graphqlLimits.maxDepth} are allowed.`))
      if (out.rootFields > graphqlLimits.maxRootFields)
        context.reportError(new GraphQLError(`The query asks for ${out.rootFields} top-level fields; at most ${graphqlLimits.maxRootFields} are allowed.`))
      if (out.limits.some((node) => tooMany(limitValue(node, args.variableValues))))
        context.reportError(new GraphQLError(`A limit must be between 1 and ${maxApiLimit}.`))
    },
  })
}
