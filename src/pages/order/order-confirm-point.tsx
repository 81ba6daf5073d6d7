import { page } from '@/components/page-boundary/page-boundary'
import ConfirmView from './components/confirm-view'

/** Confirms a points order: the points needed against the balance. */
function Page() {
  return <ConfirmView />
}

export default page(Page)
