// WCAG 2.x contrast (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio): the relative luminance of each sRGB colour,
// then (lighter + 0.05) / (darker + 0.05), from 1:1 to 21:1.

/** The relative luminance of `#RRGGBB`. */
export function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** A ratio as contrast checkers print it (two decimals), never rounded up to the `threshold` it misses: 4.4999 is "4.49:1". */
export function ratioText(ratio: number, threshold: number): string {
  const rounded = Math.round(ratio * 100) / 100;
  return `${ratio < threshold && rounded >= threshold ? Math.floor(ratio * 100) / 100 : rounded}:1`;
}

/** Black or white, whichever reads better on `background` (a button's label on the primary colour). */
export const onColor = (background: string): string =>
  contrastRatio(background, '#000000') >= contrastRatio(background, '#ffffff') ? '#000000' : '#ffffff';
