import ConfirmView from './components/confirm-view'

/** Confirms a points order: the points needed against the balance. */
export default function Page() {
  return <ConfirmView />
}
