// Stands in for Taro's JSONP client on H5: the storefront never asks for JSONP, so a request that
// does fails plainly instead of shipping a client to every first screen (config/webpack/legacy-polyfills.ts).
export default function jsonpRefused() {
  return Promise.reject(new Error('JSONP requests are not supported'))
}
