import * as auth from '@/services/api/auth-calls'

/**
 * The auth service's calls are how a parent logs in: they are judged by the auth rule (non-zero
 * codes rejected with the server's message; the mini-program login by its own rule, which accepts
 * 201) and do not wait for login readiness, or login would wait for itself. Changing a phone is
 * made by a logged-in parent and waits like any other call.
 */
const declared = Object.entries(auth as Record<string, unknown>).filter((e): e is [string, { service: string; rule: string; skipLoginWait?: boolean }] => typeof e[1] === 'object' && e[1] !== null && 'service' in e[1])

test('every auth call is judged by the auth rule, the mini-program login by its own', () => {
  expect(declared.length).toBeGreaterThanOrEqual(8)
  expect(Object.fromEntries(declared.map(([name, d]) => [name, d.rule]))).toEqual({
    miniProgramLogin: 'mini-login',
    miniProgramPhone: 'auth',
    bindThird: 'auth',
    updatePhone: 'auth',
    userOrganizations: 'auth',
    userOrganizationSet: 'auth',
    exchangeH5Token: 'auth',
    students: 'auth',
  })
})

test('the calls that make a login do not wait for it; changing the phone does', () => {
  const waiting = declared.filter(([, d]) => !d.skipLoginWait).map(([name]) => name)
  expect(waiting).toEqual(['updatePhone'])
})
