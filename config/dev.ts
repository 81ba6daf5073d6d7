import type { UserConfigExport } from '@tarojs/cli'

export default {
  // `npm start` asks for quiet output (STOREFRONT_QUIET=1): one line per build instead of a progress
  // bar redrawn a thousand times and the list of every asset
  logger: process.env.STOREFRONT_QUIET === '1' ? { quiet: true, stats: false } : { quiet: false, stats: true },
  mini: {},
  h5: {
    // `npm start` passes STOREFRONT_PORT when it serves the storefront on another port
    devServer: { host: '127.0.0.1', port: Number(process.env.STOREFRONT_PORT || 10086), historyApiFallback: true },
  },
} satisfies UserConfigExport<'webpack5'>
