import { defineArea } from '@/stores/area-registry'
import { RootStore } from '@/stores/root-store'
import { fakeDeps } from '../helpers/fake-deps'

describe('area registry', () => {
  it('creates an area model once, on first use, with the shell stores and deps', () => {
    let made = 0
    const area = defineArea('sample', ({ deps, shell }) => {
      made++
      return { deps, login: shell.login }
    })
    const root = new RootStore(fakeDeps())
    expect(root.areas.has(area)).toBe(false)
    expect(made).toBe(0)
    const first = root.areas.get(area)
    expect(root.areas.get(area)).toBe(first)
    expect(made).toBe(1)
    expect(first.login).toBe(root.login)
    expect(first.deps).toBe(root.deps)
  })

  it('keeps each root store its own models and lets tests provide one', () => {
    const area = defineArea('sample', () => ({ n: Math.random() }))
    const a = new RootStore(fakeDeps())
    const b = new RootStore(fakeDeps())
    expect(a.areas.get(area)).not.toBe(b.areas.get(area))
    const c = new RootStore(fakeDeps())
    c.areas.provide(area, { n: 7 })
    expect(c.areas.get(area).n).toBe(7)
  })

  it('drops by lifetime: a parent change all but the app models, an organization switch the organization models only', () => {
    const ofOrganization = defineArea('organization', () => ({ n: Math.random() }))
    const ofParent = defineArea('parent', () => ({ n: Math.random() }), { lifetime: 'parent' })
    const ofApp = defineArea('app', () => ({ n: Math.random() }), { lifetime: 'app' })
    const root = new RootStore(fakeDeps())
    const org1 = root.areas.get(ofOrganization)
    const parent1 = root.areas.get(ofParent)
    const app1 = root.areas.get(ofApp)
    root.areas.clearForOrganizationSwitch()
    expect(root.areas.has(ofOrganization)).toBe(false)
    expect(root.areas.get(ofParent)).toBe(parent1)
    expect(root.areas.get(ofApp)).toBe(app1)
    expect(root.areas.get(ofOrganization)).not.toBe(org1)
    root.areas.clear()
    expect(root.areas.has(ofParent)).toBe(false)
    expect(root.areas.has(ofOrganization)).toBe(false)
    expect(root.areas.get(ofParent)).not.toBe(parent1)
    expect(root.areas.get(ofApp)).toBe(app1)
  })
})
