// Stands in for a polyfill Taro's request imports: the page loads the polyfill itself, only in a
// browser that lacks the feature (config/webpack/legacy-polyfills.ts).
