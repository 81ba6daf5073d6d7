import { ClassCancellation } from '@/shared/schedule/class-cancellation'
import { deferred } from '@/utils/deferred'

const student = async () => ({ studentId: 'S20001', userId: 'U10001' })

describe('cancelling a booked class', () => {
  it('sends appointmentDataType 0 for the student, reads the list again, and takes one at a time', async () => {
    const answer = deferred<unknown>()
    const appoint = jest.fn(() => answer.promise)
    const reload = jest.fn().mockResolvedValue(undefined)
    const c = new ClassCancellation({ appoint } as never, student, reload)
    const first = c.cancel({ scheduleId: 'SC1', productId: 'P1' }, 'AP1')
    await Promise.resolve()
    expect(c.cancelling).toBe('AP1')
    await c.cancel({ scheduleId: 'SC2', productId: 'P1' })
    answer.resolve(null)
    await first
    expect(appoint).toHaveBeenCalledTimes(1)
    expect(appoint).toHaveBeenCalledWith('SC1', { studentId: 'S20001', productId: 'P1', appointmentDataType: 0 })
    expect(reload).toHaveBeenCalledTimes(1)
    expect(c.cancelling).toBeNull()
  })

  it('a refusal rejects with the server’s reason, keeps the list and frees the button', async () => {
    const reload = jest.fn()
    const c = new ClassCancellation({ appoint: jest.fn().mockRejectedValue(new Error('该课程已开课，不能取消')) } as never, student, reload)
    await expect(c.cancel({ scheduleId: 'SC1', productId: 'P1' })).rejects.toThrow('该课程已开课，不能取消')
    expect(reload).not.toHaveBeenCalled()
    expect(c.cancelling).toBeNull()
  })
})
