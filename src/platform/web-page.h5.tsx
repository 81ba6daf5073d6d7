import type { WebPageProps } from './web-page'
import './web-page.h5.scss'

/**
 * H5: the site in a frame named by its title (Taro's web-view frame has no title). A site may refuse
 * to be shown in a frame, or be out of reach; the line above the frame opens it on its own.
 */
export function WebPage({ src, title }: WebPageProps) {
  return (
    <div className='web-page'>
      <a className='web-page__open' href={src} target='_blank' rel='noopener noreferrer' data-testid='web-page-open'>
        {title}未显示？在浏览器中打开 ›
      </a>
      <iframe className='web-page__frame' src={src} title={title} data-testid='web-page' />
    </div>
  )
}
