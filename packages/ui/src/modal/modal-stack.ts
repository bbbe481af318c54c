/** Open modals, innermost last: only the top one answers Escape and holds focus. */
const stack: symbol[] = [];

export function pushModal(): { isTop(): boolean; remove(): void } {
  const token = Symbol('modal');
  stack.push(token);
  return {
    isTop: () => stack[stack.length - 1] === token,
    remove: () => {
      const index = stack.indexOf(token);
      if (index >= 0) stack.splice(index, 1);
    },
  };
}
