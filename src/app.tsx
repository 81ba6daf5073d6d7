import { useLaunch, usePageNotFound } from '@tarojs/taro'
import type { PropsWithChildren } from 'react'
import { errorReporter, rootStore, session } from './app-context'
import { packagePath } from './config/moved-pages'
import { currentEntry } from './platform/browser'
import { rememberHomeTabs } from './platform/home-tabs-memory'
import { startsHomeLoadsAtLaunch } from './platform/home-launch'
import { installChunkErrorRecovery } from './platform/chunk-error'
import { useErrorCatch } from './platform/error-report'
import { installIconElement } from './platform/icon-element'
import { installScrollRegions } from './platform/scroll-regions'
import { openMissingPage } from './platform/navigation'
import { StoreProvider } from './stores/store-context'
import { withQuery } from './utils/url'
// NutUI's theme is imported here, not from app.scss, so that its px sizes are converted for NutUI's 375 design width.
import '@nutui/nutui-react-taro/dist/styles/themes/default.css'
import '@nutui/icons-react-taro/dist/style_icon.css'
import './app.scss'

// before the first page renders an icon
installIconElement()

function App({ children }: PropsWithChildren) {
  // uncaught errors and rejections are reported; what waits is sent when the app is hidden
  useErrorCatch(errorReporter)
  useLaunch(() => {
    installChunkErrorRecovery((error) => errorReporter.report('chunk', error))
    installScrollRegions()
    const entry = currentEntry()
    rootStore.init(entry.query)
    rememberHomeTabs(rootStore.home.tabList, rootStore.deps.storage, rootStore.deps.clock.now)
    // after the remembered tabs, which name the list the home shows first; before the log-in
    if (startsHomeLoadsAtLaunch(entry.path)) rootStore.startHomeLoads()
    void session.start()
  })
  // an address no page answers to (a stale link, a typo) shows the not-found page, not a blank one,
  // and is reported with that address; a page kept at its spec address is simply sent on to its package
  usePageNotFound(({ path, query }) => {
    const params = query as Record<string, string>
    if (packagePath(path) === path) errorReporter.report('not-found', `page not found: ${path}`, { route: withQuery(path, params) })
    void openMissingPage(path, params)
  })
  return <StoreProvider store={rootStore}>{children}</StoreProvider>
}

export default App
