import ConfirmView from './components/confirm-view'

/** Confirms a money order (buy now or cart rows) before paying. */
export default function Page() {
  return <ConfirmView />
}
