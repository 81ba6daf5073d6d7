import { page } from '@/components/page-boundary/page-boundary'
import ConfirmView from './components/confirm-view'

/** Confirms a money order (buy now or cart rows) before paying. */
function Page() {
  return <ConfirmView />
}

export default page(Page)
