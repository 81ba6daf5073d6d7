/**
 * The H5 site's Content-Security-Policy, made from the build's validated configuration
 * (config/app-env.ts), so that a host added to a TARO_APP_* variable is a host the policy allows and
 * nothing else is. Pure: the configuration and the hashes of the built index.html's inline code in,
 * the policy out. deploy/nginx/ sends it with every page (scripts/render-nginx-config.ts).
 *
 * What the storefront loads, and from where:
 * - its scripts, stylesheets, pictures, fonts and polyfills from its own origin ('self'), and the
 *   inline scripts of index.html by their sha256 hashes (no 'unsafe-inline', no 'unsafe-eval');
 * - in WeChat's browser, WeChat's JS-SDK from res.wx.qq.com (src/platform/wechat-share.h5.ts), which
 *   reports its start-up as a picture request to open.weixin.qq.com/sdk/report;
 * - the services (TARO_APP_*_HOST, TARO_APP_MALL_BASE, TARO_APP_MAPS_HOST) and the error-report
 *   collector (TARO_APP_ERROR_REPORT_URL) by fetch and sendBeacon;
 * - pictures and videos from object storage (TARO_APP_OSS_BASE) and from the services, whose answers
 *   carry picture and video addresses on their own hosts; data: pictures (the assessment charts are
 *   SVG data addresses, a drawn poster is shown as a PNG data address);
 * - a font as a data: address (Swiper's icon font, inside its stylesheet);
 * - external questionnaires in a frame, only on the hosts the questionnaire page opens
 *   (QUESTIONNAIRE_HOSTS, over https).
 * A host given as a path ('' or '/maps') is the page's own origin, already 'self'.
 *
 * Styles: 'unsafe-inline' is required. Style attributes come in HTML the app writes as markup: the
 * sanitized server HTML of articles and products (every picture gets a style attribute,
 * src/shared/rich-text/sanitize-html.ts) and the page-load panels (src/platform/page-load-panel.h5.ts);
 * and Taro's router and H5 runtime add <style> elements whose text depends on the page. A hash cannot
 * cover either. React's own style props are set through the CSSOM and need nothing.
 */
import type { AppConfig } from '../../../src/config/app-config'
import { QUESTIONNAIRE_HOSTS } from '../../../src/pages/questionnaire/model/questionnaire-rules'

/** sha256 hashes (base64) of the inline <script> elements of the built index.html. */
export interface InlineHashes {
  scripts: string[]
}

/** WeChat's JS-SDK and where it reports its start-up, in WeChat's browser. */
export const WECHAT_JS_SDK_ORIGIN = 'https://res.wx.qq.com'
export const WECHAT_SDK_REPORT_ORIGIN = 'https://open.weixin.qq.com'

export type Directives = Record<string, string[]>

/** The origin of an absolute http(s) address; null for a path on the page's own origin or nothing. */
export function originOf(address: string): string | null {
  if (!/^https?:\/\//i.test(address)) return null
  return new URL(address).origin
}

const origins = (addresses: string[]): string[] => [...new Set(addresses.map(originOf).filter((o): o is string => o !== null))].sort()

/** The services' hosts (the maps service among them). */
export const serviceOrigins = (config: AppConfig): string[] => origins(Object.values(config.hosts))

export function policyDirectives(config: AppConfig, inline: InlineHashes): Directives {
  const services = serviceOrigins(config)
  const content = origins([config.ossBase, ...Object.values(config.hosts)])
  const hash = (h: string) => `'sha256-${h}'`
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inline.scripts.map(hash), WECHAT_JS_SDK_ORIGIN],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...content, WECHAT_SDK_REPORT_ORIGIN],
    'media-src': ["'self'", ...content],
    // Swiper's stylesheet (under NutUI's Swiper) carries its icon font as a data: address
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...origins([...services, config.errorReportUrl])],
    'frame-src': QUESTIONNAIRE_HOSTS.map((host) => `https://${host}`),
    'worker-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    // the storefront is opened as a page of its own by WeChat's browser, the native shell's web view
    // and the mini-program's web-view; only its own pages may frame it
    'frame-ancestors': ["'self'"],
  }
}

/** The header's value: directives in a fixed order, each with its sources. */
export const policyText = (directives: Directives): string =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ')

export const contentSecurityPolicy = (config: AppConfig, inline: InlineHashes): string => policyText(policyDirectives(config, inline))
