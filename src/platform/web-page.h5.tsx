import type { WebPageProps } from './web-page'
import './web-page.h5.scss'

/** H5: the site in a full-screen frame named by its title (Taro's web-view frame has no title). */
export function WebPage({ src, title }: WebPageProps) {
  return <iframe className='web-page' src={src} title={title} data-testid='web-page' />
}
