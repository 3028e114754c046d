// A player's name put into a sentence is isolated (Unicode FSI … PDI, as <bdi> does in markup):
// whatever script it is written in cannot reorder the words around it.
export function isolated(name: string): string {
  return `\u2068${name}\u2069`
}
