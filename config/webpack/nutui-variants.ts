/**
 * The variants of NutUI components that no page draws. Each NutUI component stylesheet carries every
 * variant of its component (a pop-up sliding in from five sides, five looks of tabs, checkboxes drawn
 * as buttons, a search box with slots on either side…) while the storefront draws one or two; the classes of the others are taken out of the
 * sheet at build time (strip-css-rules-loader.js), on both platforms. The mini-program ships these
 * sheets once in each subpackage that uses the component, and WeChat's experience audit counts every
 * byte no page draws (WXSS 使用率, at most 2 KB a sheet).
 *
 * A component drawn with one of these variants would lose its look: test/unit/build/nutui-variants.test.ts
 * reads every NutUI tag in src (and the NutUI components that draw another inside, such as the
 * cascader's tabs) and fails on a prop that would draw a class listed here.
 */
export interface UnusedVariants {
  /** NutUI's package folder whose style/style.css is trimmed */
  sheet: string
  /** class-name prefixes taken out (a selector that mentions one goes) */
  classes: string[]
  /** whole class names taken out, where a prefix would take a drawn class too */
  exactClasses?: string[]
  /** what would draw them */
  drawnBy: string
}

export const UNUSED_NUTUI_VARIANTS: UnusedVariants[] = [
  {
    sheet: 'popup',
    // every pop-up slides up from the bottom (the app's, the cascader's, the picker's) with its close at the top right
    classes: [
      ...['top', 'left', 'right', 'center', 'none'].map((side) => `nut-popup-slide-${side}`),
      ...['top', 'left', 'right', 'center'].map((side) => `nut-popup-${side}`),
      ...['top-left', 'bottom-left', 'bottom-right'].map((corner) => `nut-popup-title-right-${corner}`),
    ],
    drawnBy: "<Popup> with a position other than 'bottom' (NutUI's default is 'center'), or a closeIconPosition",
  },
  {
    sheet: 'tabs',
    // only the cascader draws tabs: a line under the active title, titles on the left, horizontal
    classes: [
      ...['button', 'card', 'divider', 'simple', 'right'].map((look) => `nut-tabs-titles-${look}`),
      'nut-tabs-titles-item-smile',
      'nut-tabs-titles-item-right',
      'nut-tabs-titles-item-line-vertical',
      'nut-tabs-titles-item-disabled',
      'nut-tabs-vertical',
      'nut-tabs-ellipsis',
    ],
    drawnBy: '<Tabs> of the app, or a NutUI component other than the cascader that draws tabs',
  },
  {
    sheet: 'checkbox',
    classes: ['nut-checkbox-button', 'nut-checkbox-icon-indeterminate', 'nut-checkbox-list-item', 'nut-checkbox-reverse'],
    drawnBy: "<Checkbox> or <Checkbox.Group> with shape='button', indeterminate, a list or a labelPosition",
  },
  {
    // the group's sheet styles the same variants inside a group
    sheet: 'checkboxgroup',
    classes: ['nut-checkbox-button', 'nut-checkbox-list-item', 'nut-checkbox-reverse', 'nut-checkboxgroup-list'],
    drawnBy: "<Checkbox.Group> with a list or a labelPosition, or a checkbox in it with shape='button'",
  },
  {
    sheet: 'radio',
    classes: ['nut-radio-button', 'nut-radio-reverse'],
    drawnBy: "<Radio> or <Radio.Group> with shape='button' or a labelPosition",
  },
  {
    sheet: 'radiogroup',
    classes: ['nut-radio-button', 'nut-radio-reverse'],
    drawnBy: "<Radio.Group> with a labelPosition, or a radio in it with shape='button'",
  },
  {
    sheet: 'indicator',
    // the swiper's page dots: the one NutUI swiper (the goods gallery) counts its pictures itself
    classes: ['nut-indicator'],
    drawnBy: '<Indicator>, or a NutUI <Swiper> without indicator={false}',
  },
  {
    sheet: 'swiper',
    classes: ['nut-swiper-indicator'],
    drawnBy: 'a NutUI <Swiper> without indicator={false}',
  },
  {
    sheet: 'searchbar',
    // a search box with, at most, something on its right (the search page's 搜索); inside it NutUI's
    // default search icon on the left (leftIn, .nut-searchbar-leftin, stays)
    classes: ['nut-searchbar-rightin', 'nut-searchbar-value'],
    exactClasses: ['nut-searchbar-left'],
    drawnBy: '<SearchBar> with left, rightIn, backable or tag',
  },
  {
    sheet: 'empty',
    // the app's empty and error states draw NutUI's Empty markup themselves (components/empty-state/state-box.tsx): full size, their own buttons
    classes: ['nut-empty-small', 'nut-empty-action'],
    drawnBy: "NutUI's <Empty> (the app draws its markup instead), or the state box naming these classes",
  },
  {
    sheet: 'dialog',
    // a dialog's two buttons side by side, no close icon, no badges
    classes: ['nut-dialog-close', 'vertical', 'nut-dialog-footer-block', 'nut-dialog-footer-cancel-container', 'nut-dialog-footer-cancel-badge', 'nut-dialog-footer-ok-container', 'nut-dialog-footer-ok-badge'],
    drawnBy: "<Dialog> with closeIcon, footerDirection='vertical', hideCancelButton, hideConfirmButton, cancelBadge or confirmBadge",
  },
]

/** A NutUI component's stylesheet (every one without a name), as a module path webpack meets. */
export const nutuiSheet = (sheet = '[^\\\\/]+') => new RegExp(`@nutui[\\\\/]nutui-react-taro[\\\\/]dist[\\\\/]es[\\\\/]packages[\\\\/]${sheet}[\\\\/]style[\\\\/]style\\.css$`)
