// WCAG contrast (src/theme/contrast.ts) against the figures of the W3C's definition and common checkers.
import { contrastRatio, luminance, onColor, ratioText } from '../../src/theme/contrast';

it('computes the relative luminance and the ratio of the WCAG definition', () => {
  expect(luminance('#000000')).toBe(0);
  expect(luminance('#ffffff')).toBeCloseTo(1, 10);
  expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 10);
  expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 10); // order does not matter
  expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2); // the lightest grey that passes AA on white
  expect(contrastRatio('#1d4ed8', '#ffffff')).toBeCloseTo(6.7, 1);
});

it('prints two decimals, never rounding a failing ratio up to the threshold', () => {
  expect(ratioText(4.4776, 4.5)).toBe('4.48:1');
  expect(ratioText(4.4962, 4.5)).toBe('4.49:1');
  expect(ratioText(4.5449, 4.5)).toBe('4.54:1');
  expect(ratioText(21, 4.5)).toBe('21:1');
});

it('labels a button in black or white, whichever reads better', () => {
  expect(onColor('#1d4ed8')).toBe('#ffffff');
  expect(onColor('#fde047')).toBe('#000000');
});
