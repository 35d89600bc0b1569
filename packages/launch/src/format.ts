/**
 * The one template filler: replaces `{name}` placeholders, format('Saved {n} rows', { n: 3 });
 * a name without a value stays as it is. Pure TypeScript (its own entry, `@tools/launch/format`),
 * so domain code, the contracts and the server fill catalogue texts without loading React.
 */
export function format(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
