// Small images for tests of the theme's logo.
/** A 1x1 PNG, base64. */
export const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
/** An SVG with a script in it: accepted as a logo, and only ever served as an image. */
export const SVG_WITH_SCRIPT = Buffer.from(
  '<?xml version="1.0"?>\n<!-- brand -->\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10" fill="#166534"/></svg>',
).toString('base64');
