// Placeholder product pictures drawn as SVG (no network): a tinted tile with the product's name.
const COLORS = ['#cd5700', '#2f5d62', '#5e6472', '#8c5e58', '#3d5a80', '#6d597a'];
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function placeholderSvg(name: string, n: number, productId: number): string {
  const color = COLORS[(productId + n) % COLORS.length]!;
  const words = name.split(/\s+/);
  const lines: string[] = [];
  for (const w of words) {
    const last = lines[lines.length - 1];
    if (last !== undefined && (last + ' ' + w).length <= 22)
      lines[lines.length - 1] = `${last} ${w}`;
    else lines.push(w);
  }
  const text = lines
    .slice(0, 5)
    .map(
      (l, i) =>
        `<text x="300" y="${250 + i * 40}" text-anchor="middle" font-family="sans-serif" font-size="30" fill="#fff">${esc(l)}</text>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600" role="img" aria-label="${esc(name)}">` +
    `<rect width="600" height="600" fill="${color}"/><circle cx="300" cy="140" r="70" fill="#ffffff33"/>${text}` +
    `<text x="300" y="560" text-anchor="middle" font-family="sans-serif" font-size="22" fill="#ffffffaa">zdjęcie ${n}</text></svg>`
  );
}
