/*
 * H5: the date picker's look (Taro's web picker), which the component library's stylesheet every
 * first screen loads leaves out (config/index.ts); imported by the pages that show a picker.
 */
import '@tarojs/components-react/dist/index.css?picker-only'
