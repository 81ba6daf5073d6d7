/**
 * The data names a page's own WXML reads (`<template is="taro_tmpl" data="{{root:root}}" />` reads
 * `root`): a setData key whose first name is not among them feeds nothing the page draws.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

export function dataNamesRead(wxml: string): Set<string> {
  const names = new Set<string>()
  for (const [, expr] of wxml.matchAll(/\{\{([\s\S]*?)\}\}/g)) {
    const code = expr.replace(/'[^']*'|"[^"]*"/g, "''")
    for (const m of code.matchAll(/(?<![.\w$])([A-Za-z_$][\w$]*)(?![\w$])(?!\s*:(?!:))/g)) names.add(m[1])
  }
  return names
}

/** For each route of a build, the names its page WXML reads (read once). */
export function templateReadsOf(root: string): (route: string) => Set<string> {
  const cache = new Map<string, Set<string>>()
  return (route) => {
    let found = cache.get(route)
    if (!found) {
      const file = path.join(root, `${route}.wxml`)
      found = existsSync(file) ? dataNamesRead(readFileSync(file, 'utf8')) : new Set()
      cache.set(route, found)
    }
    return found
  }
}
