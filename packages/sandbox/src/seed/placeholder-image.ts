/**
 * A small inline SVG tile as a `data:` URL: seed images that render offline, with no host to reach.
 */
export function placeholderImage(label: string, hue: number): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">` +
    `<rect width="160" height="160" rx="24" fill="hsl(${hue} 70% 45%)"/>` +
    `<text x="80" y="92" font-family="sans-serif" font-size="28" fill="#fff" text-anchor="middle">${label}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
