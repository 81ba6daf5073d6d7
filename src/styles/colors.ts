/**
 * The colour tokens of src/styles/_colors.scss that scripts need (a modal's confirm button, the
 * poster's canvas, the charts, the map's marker, NutUI props that take a colour). Each value is the
 * SCSS token of the same name; a test keeps the two in step.
 */
export const colors = {
  brand: '#00c094',
  brandLight: '#e6f9f4',
  text: '#333333',
  textSecondary: '#666666',
  textMuted: '#6b6b6b',
  border: '#eeeeee',
  pageBg: '#f6f7f9',
  surface: '#ffffff',
  onBrand: '#ffffff',
  ink: '#000000',
} as const
