import { useEffect } from 'react'
import { useStores } from '@/stores/store-context'

/**
 * Asks once per launch whether a questionnaire waits for the parent, when `ready` (the home's first
 * screen has settled), so asking never holds up the lists or their pictures. Whether anything waits is the store's
 * `pending`; the invitation itself is drawn only then.
 */
export function usePendingQuestionnaireCheck(ready: boolean): void {
  const { pendingQuestionnaire: store } = useStores()
  useEffect(() => {
    if (ready) void store.check()
  }, [store, ready])
}
