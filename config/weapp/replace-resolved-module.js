/**
 * Points a module webpack has just resolved (a normalModuleFactory afterResolve's createData) at
 * another file. The module's identity is its request, so the request changes with the resource:
 * with the resource alone, the stand-in would keep the original's identity, and every other import
 * of the original file would get the stand-in too.
 */
function replaceResolvedModule(createData, standIn) {
  const { resource, request } = createData
  if (!resource || !request || !request.endsWith(resource)) {
    throw new Error(`replace-resolved-module: cannot replace ${resource} (its request is ${request})`)
  }
  createData.request = request.slice(0, request.length - resource.length) + standIn
  createData.userRequest = standIn
  createData.resource = standIn
}

module.exports = { replaceResolvedModule }
