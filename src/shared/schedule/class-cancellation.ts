import { makeAutoObservable, runInAction } from 'mobx'
import type { StudentIdentity } from '@/shared/student/current-student'
import type { BookingApi } from './booking-api'

/** A booked class as a cancellation needs it. */
export interface BookedClass {
  scheduleId: string
  productId: string
}

/**
 * Cancelling a booked class (appointmentDataType 0), one at a time, the one way for a course's page
 * and my appointments: the caller's list is read again after the server agreed. Rejects with the
 * server's reason.
 */
export class ClassCancellation {
  /** the key of the class being cancelled (its button shows progress), null when none */
  cancelling: string | null = null

  constructor(
    private readonly booking: Pick<BookingApi, 'appoint'>,
    private readonly student: () => Promise<StudentIdentity>,
    private readonly reload: () => Promise<void>,
  ) {
    makeAutoObservable<ClassCancellation, 'booking' | 'student' | 'reload'>(this, { booking: false, student: false, reload: false })
  }

  async cancel(item: BookedClass, key: string = item.scheduleId): Promise<void> {
    if (this.cancelling) return
    this.cancelling = key
    try {
      const { studentId } = await this.student()
      await this.booking.appoint(item.scheduleId, { studentId, productId: item.productId, appointmentDataType: 0 })
      await this.reload()
    } finally {
      runInAction(() => (this.cancelling = null))
    }
  }
}
