/** A Markdown table with aligned columns, as the docs' formatter writes them. */
export function table(head: string[], body: (string | number)[][]): string {
  const rows = [head, ...body.map((r) => r.map(String))];
  const widths = head.map((_, i) => Math.max(3, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  return [line(rows[0]), line(widths.map((w) => '-'.repeat(w))), ...rows.slice(1).map(line)].join('\n');
}
