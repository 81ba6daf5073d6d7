/**
 * The H5 router's custom routes, made from the page table by src/config/h5-custom-routes.ts (see
 * there). Taro runs this folder's TypeScript through a compiler that covers config/ only, so the app's
 * module is loaded the way Taro loads src/app.config.ts: bundled by esbuild (@tarojs/helper).
 */
import path from 'node:path'
import { requireWithEsbuild } from '@tarojs/helper'
import type * as H5CustomRoutes from '../src/config/h5-custom-routes'

const derived = requireWithEsbuild(path.resolve(__dirname, '../src/config/h5-custom-routes.ts')) as typeof H5CustomRoutes

/** Page path → the addresses H5 answers for it, the first being the one the browser shows. */
export const H5_CUSTOM_ROUTES: Record<string, string[]> = derived.H5_CUSTOM_ROUTES
