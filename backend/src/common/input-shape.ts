/** Deeper than any request of ours needs; far below what recursive transformation and validation survive. */
export const MAX_INPUT_DEPTH = 32;
/**
 * Fields and array elements of one input, at all levels. Our bodies hold a handful; class-transformer and
 * class-validator visit each one (a 1 MB body of 250,000 array elements held the event loop ~0.7 s).
 * An endpoint that needs more should raise this knowingly.
 */
export const MAX_INPUT_VALUES = 10_000;

export type ShapeProblem = 'too-deep' | 'too-many-values';

export interface ShapeLimits {
  maxDepth: number;
  maxValues: number;
}

/**
 * The first way `value` breaks the limits, or undefined. Iterative (an explicit stack, no recursion), so
 * the check itself cannot overflow whatever the nesting; a bare object or array is depth 1.
 */
export function findShapeProblem(
  value: unknown,
  limits: ShapeLimits = { maxDepth: MAX_INPUT_DEPTH, maxValues: MAX_INPUT_VALUES },
): ShapeProblem | undefined {
  const stack: Array<{ node: object; depth: number }> = isContainer(value) ? [{ node: value, depth: 1 }] : [];
  let values = 0;
  while (stack.length) {
    const { node, depth } = stack.pop()!;
    if (depth > limits.maxDepth) return 'too-deep';
    const children = Array.isArray(node) ? node : Object.values(node);
    values += children.length;
    if (values > limits.maxValues) return 'too-many-values';
    for (const child of children) {
      if (isContainer(child)) stack.push({ node: child, depth: depth + 1 });
    }
  }
  return undefined;
}

function isContainer(value: unknown): value is object {
  return typeof value === 'object' && value !== null;
}
