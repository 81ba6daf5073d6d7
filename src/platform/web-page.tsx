import { WebView } from '@tarojs/components'

export interface WebPageProps {
  src: string
  /** what the page is (a screen reader names the frame by it on H5) */
  title: string
}

/** Another site's page filling the screen: the mini-program's web-view (its title comes from the site). */
export function WebPage({ src }: WebPageProps) {
  return <WebView src={src} />
}
