import { useLaunch, usePageNotFound } from '@tarojs/taro'
import type { PropsWithChildren } from 'react'
import { rootStore, session } from './app-context'
import { currentEntry } from './platform/browser'
import { installChunkErrorRecovery } from './platform/chunk-error'
import { installIconElement } from './platform/icon-element'
import { installScrollRegions } from './platform/scroll-regions'
import { openMissingPage } from './platform/navigation'
import { StoreProvider } from './stores/store-context'
// NutUI's theme is imported here, not from app.scss, so that its px sizes are converted for NutUI's 375 design width.
import '@nutui/nutui-react-taro/dist/styles/themes/default.css'
import '@nutui/icons-react-taro/dist/style_icon.css'
import './app.scss'

// before the first page renders an icon
installIconElement()

function App({ children }: PropsWithChildren) {
  useLaunch(() => {
    installChunkErrorRecovery()
    installScrollRegions()
    rootStore.init(currentEntry().query)
    void session.start()
  })
  // an address no page answers to (a stale link, a typo) shows the not-found page, not a blank one
  usePageNotFound(({ path, query }) => {
    void openMissingPage(path, query as Record<string, string>)
  })
  return <StoreProvider store={rootStore}>{children}</StoreProvider>
}

export default App
