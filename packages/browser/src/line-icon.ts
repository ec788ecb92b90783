/**
 * How both front ends draw a line icon (feather style, on a 24-unit grid, coloured by
 * currentColor): the attributes of its <svg>, spread before its own size.
 */
export const lineIconSvg = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
} as const;
