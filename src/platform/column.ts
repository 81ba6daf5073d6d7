/**
 * The mini-program's page column: the 750 design is drawn at the window's width up to this many px,
 * and no wider. A phone (at most 430 px wide today) draws it at its own width, as rpx always did; a
 * wider window (PC WeChat's resizable window, an iPad) draws it this wide, centred. The build caps
 * every rpx length of the stylesheets at it (config/postcss/weapp-column-lengths.js); the lengths
 * scripts write (design-length.ts) and the pictures' sizes (screen.ts) follow it.
 * H5 has its own cap: the rem root stops growing at a 750 px window.
 */
export const MINI_PROGRAM_COLUMN_PX = 480

/** The stylesheets' design width. */
export const DESIGN_WIDTH_PX = 750
